import { wordsOf } from './split';

// Italian: 431 common, family-friendly nouns for the grid, one word each, written for this
// project (AGPL-3.0-or-later like the rest of it): everyday things, animals, food, places and people
// a child would name. words.test.ts checks the count, that no word repeats and that none holds a space.
export const IT_WORDS = wordsOf(`
Abete Acqua Aereo Ago Albero Albicocca Alga Altalena Ambulanza Ananas Anatra Ancora Anello Angelo
Anguria Antenna Ape Aquila Aquilone Arancia Arco Arcobaleno Armadio Asino Astronave Astuccio Autobus
Avvocato Bacchetta Bagno Balcone Balena Bambino Bambola Banana Banchina Banco Barba Barca Barile
Bastone Batteria Baule Becco Biblioteca Bicchiere Bicicletta Biglietto Binario Biscotto Bocca
Borraccia Borsa Bosco Bottega Bottiglia Bottone Braccialetto Braccio Braciere Bruco Bussola Cactus
Caffè Calamita Calendario Calza Camicia Cammello Cammino Campana Campo Canale Candela Cane Canguro
Cannuccia Canoa Cantante Capanna Capanno Capello Cappello Capra Caramella Carciofo Carota Carrello
Carrozza Carta Casa Cascata Castagna Castello Castoro Cavallo Caverna Cavolo Cerotto Cervo Cestino
Cesto Chiave Chiesa Chiocciola Chitarra Cicogna Cielo Cigno Ciliegia Cinghia Cintura Cioccolato
Cipolla Circo Città Coccinella Coccodrillo Coda Colla Collana Collina Colomba Cometa Conchiglia
Coniglio Cono Coperta Corda Cornice Corona Cratere Cucchiaio Cucina Cuffia Culla Cuoco Cuore Cuscino
Dado Delfino Dente Dentifricio Deserto Diamante Dinosauro Dito Divano Drago Duna Elefante Elicottero
Erba Fagiolo Farfalla Faro Fata Fattoria Fazzoletto Fiammifero Fieno Finestra Fiocco Fiore
Fischietto Fiume Foca Foglia Fontana Forchetta Foresta Formaggio Formica Forno Fragola Francobollo
Fratello Frigorifero Frutta Fulmine Fungo Gabbia Gabbiano Gallina Gamba Gambero Gatto Gelato
Ghiaccio Ghianda Giacca Giardino Gigante Ginocchio Giocattolo Giornale Giraffa Gomitolo Gomma Gonna
Grillo Grotta Gru Guanto Gufo Igloo Isola Lago Lampada Lampone Lana Lanterna Latte Lattuga Lavagna
Leone Lettera Letto Libellula Libro Limone Lucertola Lumaca Luna Lupo Maglia Mandarino Mano Mappa
Mare Marmellata Martello Maschera Matita Medaglia Medusa Mela Melone Merenda Miele Minestra Mirtillo
Molla Mongolfiera Montagna Mosca Motore Mucca Mulino Muro Museo Musica Naso Nastro Nave Neve Nido
Nocciola Noce Notte Nuvola Oca Occhiali Occhio Oceano Oliva Ombra Ombrello Orca Orecchio Orologio
Orso Orto Ospedale Osso Padella Pagina Paglia Pagliaccio Palazzo Palla Palloncino Palma Panda Pane
Panino Pantofola Papera Pappagallo Paracadute Parco Passero Pasta Patata Pavone Pecora Penna
Pennarello Pennello Pentola Pepe Pera Pesca Pesce Pettine Pettirosso Pianeta Pianoforte Pianta
Piatto Piede Pietra Pinguino Pioggia Pipistrello Piramide Pirata Piscina Piuma Pizza Polipo Pollo
Pomodoro Ponte Porta Porto Pozzanghera Prato Principe Principessa Pugno Pulcino Puzzle Quaderno
Quadro Quercia Radio Ragno Rana Razzo Re Regalo Regina Renna Riccio Righello Robot Rosa Ruota
Ruscello Sabbia Sacco Salame Sale Sapone Sasso Scala Scarpa Scatola Sciarpa Scimmia Scoglio
Scoiattolo Scopa Scuola Secchio Sedia Serpente Slitta Soldato Sole Sottomarino Spada Specchio
Spiaggia Spugna Squalo Stella Stivale Strada Struzzo Tacchino Talpa Tamburo Tappeto Tartaruga Tavolo
Tazza Teatro Teiera Telefono Temporale Tenda Termometro Terra Tesoro Tigre Timone Topo Torcia Torre
Torta Trattore Treno Triangolo Tromba Trono Trottola Tulipano Tunnel Uccello Uovo Uva Valigia Vaso
Vela Veliero Ventaglio Vento Vestito Vetro Villaggio Violetta Violino Volpe Vulcano Zaino Zattera
Zebra Zucca Zucchero
`);
