import { wordsOf } from './split';

// German: 447 common, family-friendly nouns for the grid, one word each, written for this
// project (AGPL-3.0-or-later like the rest of it): everyday things, animals, food, places and people
// a child would name. words.test.ts checks the count, that no word repeats and that none holds a space.
export const DE_WORDS = wordsOf(`
Abend Adler Affe Ameise Ampel Ananas Anker Apfel Apotheke Arm Armband Ast Auge Auto Baby Bach Bad
Bagger Ball Ballett Ballon Bambus Banane Bank Bart Bauer Bauernhof Baum Bäcker Bär Becher Becken
Bein Berg Besen Bett Biber Biene Bild Birne Blatt Bleistift Blitz Blume Bohne Boje Bonbon Boot
Brezel Brief Brille Brot Brunnen Brücke Buch Burg Bus Butter Bücherei Bürste Dach Dackel Dampfer
Daumen Decke Deckel Delfin Diamant Dinosaurier Dorf Dose Drache Dusche Eber Ei Eichhörnchen Eidechse
Eimer Eis Eisberg Elefant Ente Erbse Erdbeere Erde Esel Eule Faden Fahne Fahrrad Fallschirm Farbe
Fass Fähre Feder Fee Feld Fenster Fernrohr Feuer Feuerwehr Film Finger Fisch Flamme Flasche
Fledermaus Fliege Floß Flöte Flugzeug Fluss Flügel Frosch Fuchs Fuß Gabel Gans Garten Geige Geist
Geld Geschenk Gespenst Gitarre Glas Gletscher Globus Glocke Gold Gondel Gras Gurke Gürtel Haar Hafen
Hafer Hahn Hai Halskette Hammer Hand Handschuh Harfe Hase Haus Hängematte Heft Held Helm Hemd Herz
Heu Himbeere Himmel Hirsch Hocker Holz Honig Horn Hose Höhle Huhn Hummel Hund Hut Igel Iglu Insel
Jacke Joghurt Kaffee Kakao Kaktus Kalender Kamel Kamera Kamin Kamm Kanu Kapitän Karotte Karte
Kartoffel Karussell Kastanie Katze Käfer Känguru Käse Kegel Keks Kerze Kette Kiefer Kind Kino Kirche
Kirsche Kissen Kiste Kiwi Klavier Kleid Knoblauch Knochen Knopf Koch Koffer Kohl Komet Kompass Kopf
Korb Korken König Königin Krabbe Kran Kreide Krokodil Krone Kuchen Kuh Kutsche Küken Kürbis Lampe
Land Laterne Leiter Leuchtturm Libelle Licht Lineal Locke Löffel Löwe Luft Lupe Magnet Mais Mantel
Marienkäfer Marmelade Maske Maus Meer Mehl Melone Milch Mond Möwe Mund Muschel Museum Musik Mühle
Mütze Nadel Nase Nest Netz Nilpferd Nudel Nuss Oase Ofen Ohr Orange Otter Paddel Paket Palast Palme
Papagei Papier Park Pfanne Pfau Pfeffer Pfeife Pferd Pflanze Pfütze Pilot Pilz Pinguin Pinsel
Pinzette Pirat Pizza Planet Polizei Post Prinz Prinzessin Pudding Puppe Pyramide Quelle Rabe Rad
Radio Rakete Rasen Rathaus Raupe Rätsel Regen Regenbogen Reh Reis Rentier Riese Ring Ritter Roboter
Rock Roller Rose Rucksack Rutsche Salat Salz Sand Sattel Säge Schaf Schal Schatten Schatz Schaufel
Schaukel Schere Schiff Schild Schildkröte Schirm Schlange Schlitten Schloss Schlüssel Schmetterling
Schnecke Schnee Schokolade Schornstein Schrank Schuh Schule Schwamm Schwan Schwein Schwert See Segel
Seife Seil Sessel Sieb Socke Sofa Sonne Spaten Specht Spiegel Spiel Spinne Stadt Stein Stempel Stern
Stiefel Stift Storch Strand Straße Stroh Strohhalm Stuhl Sturm Suppe Tafel Tasche Tasse Taube Teich
Teller Teppich Theater Tiger Tisch Tomate Topf Tor Torte Traktor Traube Traum Treppe Trichter
Trommel Trompete Truhe Tuch Tulpe Tunnel Turm Tür Uhr Vase Vogel Vulkan Waage Wagen Wal Wald Wand
Wasser Welle Wiese Wind Windmühle Winter Wolf Wolke Wurm Wurst Würfel Wüste Zahn Zange Zauberer Zaun
Zebra Zeitung Zelt Ziege Ziegel Zirkus Zitrone Zopf Zucker Zug Zwerg Zwiebel
`);
