import { associationsOf } from './parse';

// Italian: themes written by hand for this project, each a clue word and the words of the Italian
// list (src/words/it.ts) it brings to mind; associations.test.ts checks every word is in the list.
export const IT_ASSOCIATIONS = associationsOf(`
Campagna: Fattoria Mucca Gallina Asino Capra Cavallo Pecora Trattore Campo Fieno Oca Papera Pulcino Anatra Tacchino Orto Paglia
Oceano: Mare Balena Squalo Delfino Polipo Gambero Nave Conchiglia Ancora Isola Spiaggia Sabbia Pirata Pesce Barca Faro Medusa Foca Orca Scoglio Veliero Gabbiano Zattera
Cucinare: Cucina Padella Pentola Forchetta Cucchiaio Piatto Tazza Bicchiere Cuoco Sale Pepe Pasta Forno Cipolla Minestra Teiera
Frutta: Mela Banana Ciliegia Uva Limone Melone Arancia Pera Pesca Ananas Fragola Albicocca Mandarino Mirtillo Lampone Anguria Castagna Nocciola
Inverno: Neve Ghiaccio Igloo Slitta Sciarpa Guanto Pinguino Giacca Stivale Renna Temporale Cuffia
Concerto: Tamburo Chitarra Violino Tromba Pianoforte Campana Radio Musica Cantante Fischietto
Lezione: Scuola Matita Penna Quaderno Libro Righello Lavagna Gomma Astuccio Pennarello Mappa Lettera Biblioteca Pagina
Spazio: Luna Sole Stella Pianeta Cometa Razzo Terra Cielo Notte Astronave Cratere
Fiaba: Re Regina Principe Principessa Castello Drago Corona Trono Fata Gigante Palazzo Spada Torre Angelo
Tempo: Pioggia Nuvola Temporale Vento Neve Fulmine Sole Ombrello Arcobaleno Pozzanghera
Giardinaggio: Fiore Rosa Pianta Albero Foglia Erba Prato Giardino Vaso Lumaca Chiocciola Ape Tulipano Violetta Bruco
Corpo: Orecchio Occhio Dito Capello Mano Cuore Ginocchio Gamba Bocca Naso Dente Braccio Piede Barba Pugno
Vestiti: Cintura Calza Gonna Camicia Cappello Guanto Giacca Maglia Scarpa Sciarpa Vestito Bottone Stivale Pantofola
Compleanno: Palloncino Torta Candela Regalo Caramella Cioccolato Musica Pagliaccio Nastro Biscotto Gelato
Città: Banco Chiesa Ospedale Museo Parco Strada Ponte Torre Teatro Villaggio Porto Bottega Fontana
Viaggio: Bicicletta Barca Autobus Nave Aereo Treno Razzo Trattore Valigia Biglietto Mappa Zaino Carrozza Ruota Motore Binario Elicottero Mongolfiera Paracadute
Bosco: Albero Foglia Orso Lupo Volpe Gufo Scoiattolo Fungo Cervo Riccio Quercia Abete Ghianda Capanna Grotta Talpa
Bagno: Sapone Spugna Specchio Acqua Pettine Dentifricio
Insetti: Formica Ape Ragno Mosca Farfalla Bruco Coccinella Libellula Grillo
Deserto: Cammello Cactus Sabbia Piramide Sole Serpente Lucertola Duna Struzzo
Bottino: Pirata Tesoro Nave Mappa Pappagallo Isola Baule Diamante Anello Collana Corona Ancora
Dolci: Torta Caramella Cioccolato Biscotto Miele Zucchero Gelato Marmellata Merenda
Paura: Zucca Ragno Pipistrello Maschera Luna Notte Gufo Scopa
Giochi: Bambola Palla Giocattolo Dado Robot Trottola Altalena Aquilone Puzzle Palloncino
Attrezzi: Martello Scala Corda Pennello Molla Calamita Secchio Carrello
Montagna: Montagna Collina Grotta Sasso Pietra Neve Vulcano Aquila Capra
Safari: Leone Tigre Elefante Giraffa Zebra Scimmia Canguro Coccodrillo Cammello Struzzo
Uccelli: Aquila Gufo Pappagallo Pinguino Cigno Gallina Uccello Piuma Nido Uovo Colomba Cicogna Pavone Gabbiano Passero Pettirosso
Luce: Lampada Candela Lanterna Faro Fiammifero Sole Stella Torcia Fulmine
Ricchezza: Banco Tesoro Diamante Corona Anello Collana Braccialetto Baule Medaglia
Colazione: Pane Latte Caffè Biscotto Marmellata Miele Uovo Tazza
Animali: Gatto Cane Coniglio Topo Pesce Cavallo Tartaruga Rana
`);
