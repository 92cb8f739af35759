import { associationsOf } from './parse';

// German: themes written by hand for this project, each a clue word and the words of the German
// list (src/words/de.ts) it brings to mind; associations.test.ts checks every word is in the list.
export const DE_ASSOCIATIONS = associationsOf(`
Landwirtschaft: Bauer Bauernhof Kuh Huhn Esel Ziege Pferd Schwein Schaf Traktor Feld Heu Hahn Gans Ente Zaun Mais Küken Stroh Wagen
Ozean: Meer Wal Hai Delfin Krabbe Welle Schiff Muschel Anker Insel Strand Sand Pirat Fisch Boot Hafen Leuchtturm Segel Boje Möwe Floß
Kochen: Pfanne Topf Gabel Löffel Teller Tasse Becher Koch Salz Pfeffer Butter Suppe Nudel Reis Ofen Zwiebel Knoblauch Mehl Sieb Trichter
Obst: Apfel Banane Kirsche Traube Zitrone Melone Orange Birne Ananas Erdbeere Himbeere Kiwi
Winter: Schnee Eis Iglu Schlitten Schal Handschuh Mütze Pinguin Mantel Stiefel Kamin Gletscher Eisberg Sturm Rentier
Konzert: Trommel Flöte Gitarre Harfe Klavier Geige Trompete Glocke Radio Musik Ballett Horn
Unterricht: Schule Bleistift Stift Heft Buch Papier Tafel Kreide Lineal Schere Karte Globus Brief Bücherei
Weltall: Mond Sonne Stern Planet Komet Rakete Erde Himmel Fernrohr Abend
Märchen: König Königin Prinz Prinzessin Schloss Burg Drache Krone Zauberer Fee Riese Zwerg Ritter Schwert Turm Palast Gespenst
Wetter: Regen Wolke Sturm Wind Schnee Blitz Sonne Regenbogen Schirm Pfütze
Gartenarbeit: Blume Rose Pflanze Baum Blatt Gras Rasen Spaten Schaufel Wurm Schnecke Biene Tulpe Garten Teich Wiese Raupe
Körper: Ohr Auge Finger Fuß Haar Hand Herz Bein Arm Mund Nase Zahn Kopf Bart Daumen Knochen Zopf Locke
Kleidung: Gürtel Stiefel Mütze Mantel Kleid Handschuh Hut Jacke Schal Hemd Schuh Socke Hose Rock Knopf Tasche
Geburtstag: Ballon Kuchen Kerze Geschenk Torte Paket Bonbon Musik Schokolade Keks
Innenstadt: Bank Bäcker Bus Brücke Kirche Kino Museum Park Polizei Post Straße Stadt Turm Rathaus Ampel Apotheke Theater Tunnel
Reise: Fahrrad Boot Bus Auto Kanu Fähre Flugzeug Rakete Schiff Traktor Zug Wagen Koffer Rucksack Karte Rad Roller Kutsche Gondel Dampfer
Wald: Baum Holz Blatt Ast Bär Wolf Fuchs Eule Eichhörnchen Pilz Reh Hirsch Igel Specht Kiefer Kastanie Höhle
Badezimmer: Bad Seife Dusche Bürste Kamm Spiegel Wasser Becken Schwamm
Insekten: Ameise Biene Käfer Spinne Fliege Schmetterling Raupe Libelle Marienkäfer Hummel Wurm
Wüste: Kamel Kaktus Sand Pyramide Sonne Schlange Oase Eidechse
Beute: Pirat Schatz Schiff Karte Papagei Insel Gold Geld Diamant Truhe Kapitän Anker Krone
Nachtisch: Kuchen Torte Bonbon Schokolade Keks Honig Marmelade Pudding Zucker Joghurt Eis Kirsche
Spuk: Gespenst Geist Kürbis Spinne Fledermaus Maske Mond Rabe Zauberer Eule
Spielzeug: Puppe Ball Spiel Würfel Rätsel Roboter Schaukel Rutsche Ballon Karussell Kegel Roller
Werkzeug: Hammer Säge Zange Leiter Seil Schaufel Spaten Pinsel Farbe Kette Magnet Pinzette Nadel
Gebirge: Berg Höhle Stein Gletscher Vulkan Adler Ziege Schnee Quelle
Safari: Löwe Tiger Elefant Zebra Affe Känguru Kamel Krokodil Nilpferd
Vögel: Vogel Adler Eule Papagei Pinguin Schwan Ente Huhn Hahn Feder Nest Ei Flügel Rabe Taube Storch Specht Pfau Möwe
Leuchten: Lampe Kerze Laterne Leuchtturm Feuer Flamme Sonne Stern Licht Blitz
Reichtum: Bank Gold Geld Schatz Diamant Krone Ring Armband Halskette Truhe
Frühstück: Brot Butter Ei Milch Kaffee Kakao Marmelade Honig Joghurt Käse Brezel
Haustiere: Katze Hund Dackel Maus Fisch Pferd Hase Vogel Schildkröte
`);
