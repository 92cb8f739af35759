import { wordsOf } from './split';

// Portuguese: 476 common, family-friendly nouns for the grid, one word each, written for this
// project (AGPL-3.0-or-later like the rest of it): everyday things, animals, food, places and people
// a child would name. words.test.ts checks the count, that no word repeats and that none holds a space.
export const PT_WORDS = wordsOf(`
Abacate Abelha Abóbora Abraço Açúcar Agenda Agulha Alface Alfinete Algodão Alho Almoço Almofada
Ambulância Amigo Anel Anjo Aranha Arco Areia Armário Arroz Asa Autocarro Avental Avião Avó Azeite
Água Águia Árvore Âncora Balão Balde Baleia Banana Banco Bandeira Banheira Banho Barba Barco Barriga
Barril Batata Bateria Baú Bebé Beijo Berço Biblioteca Bicicleta Bigode Bigorna Biscoito Boca Bola
Bolacha Bolo Bolso Bombeiro Boneca Borboleta Borracha Bota Botão Braço Bruxa Burro Bússola Cabana
Cabeça Cabelo Cabra Cachecol Cachorro Cacto Cadeado Cadeira Caderno Café Caixa Caixote Calçada
Calendário Cama Camelo Camião Caminho Camisa Campo Canário Caneca Canela Caneta Canguru Cano Canoa
Cantor Capa Capacete Caracol Caranguejo Carneiro Carro Carroça Carta Carteira Casa Casaco Cascata
Castelo Cauda Cavalo Caverna Cão Cebola Cegonha Cenoura Cerca Cereja Cesto Chaleira Chaminé Chapéu
Charco Chave Chá Chinelo Chocolate Chuva Cidade Cinto Circo Cobra Coelho Cofre Cogumelo Cola Colar
Colher Colina Cometa Concha Copo Coração Corda Coroa Corrente Cortina Coruja Cozinha Cozinheiro
Crocodilo Cubo Dado Dália Dedo Dente Deserto Diamante Dinheiro Dinossauro Doce Dragão Duende
Elefante Envelope Ervilha Escada Escola Escorrega Escova Esfera Espada Espelho Espiga Esponja
Esquilo Estação Estátua Estojo Estrada Estrela Fada Fantasma Farinha Farol Fazenda Fechadura Feijão
Feno Ferradura Festa Figo Fita Fivela Flauta Flor Floresta Foca Fogo Fogueira Foguete Folha Fonte
Formiga Forno Fósforo Fronha Fruta Funil Gafanhoto Gaiola Galinha Galo Gancho Garagem Garfo Garrafa
Gato Gaveta Gelado Gelatina Gelo Gigante Girafa Globo Gnomo Golfinho Gorro Gota Gravata Grilo Guarda
Guitarra Harpa Helicóptero Hipopótamo Hospital Hotel Iate Iglu Igreja Ilha Janela Jardim Jarro
Joaninha Joelho Jogo Jornal Jóia Juiz Laço Lagarta Lago Lagoa Lanterna Laranja Lareira Lápis Lâmpada
Leão Lebre Leite Leque Lesma Limão Livraria Livro Lobo Lontra Losango Lousa Lua Luar Lupa Luva
Macaco Maçã Mala Manga Manta Manteiga Mapa Mar Martelo Mármore Máscara Medalha Medusa Meia Mel
Melancia Mercado Mesa Mesada Milho Mina Mochila Moeda Moinho Mola Montanha Morango Morcego Mosca
Mosteiro Motor Museu Música Nariz Navio Neblina Neve Ninho Noite Novelo Nuvem Oceano Olho Onda
Orelha Osso Ostra Ouro Ovelha Ovo Óculos Padaria Painel Palácio Palhaço Palmeira Panda Panela
Pantufa Papagaio Papel Paraquedas Parque Pastel Pato Pavão Pássaro Pão Pedra Peixe Pena Pente Pepino
Pera Peru Pérola Pêndulo Pêssego Piano Pião Pijama Pilha Pimenta Pincel Pinguim Pinha Pipoca Pirata
Pirâmide Piscina Planeta Planta Polvo Pombo Ponte Porco Porta Prado Praia Prato Presente Princesa
Príncipe Pulseira Quadro Queijo Quintal Rainha Raiz Raposa Rato Rádio Rede Rei Relógio Remo Rena
Régua Riacho Rio Robô Roda Rolha Rosa Roupa Sabão Saco Sal Salada Sandes Sapato Sapo Selo Semente
Sereia Serpente Serra Sinal Sino Sobremesa Sofá Sol Soldado Sombra Sopa Sorvete Submarino Tabuleiro
Tambor Tapete Tartaruga Teatro Teclado Teia Telefone Telescópio Telhado Tempestade Tenda Tesoura
Tesouro Tigela Tigre Tijolo Tinta Toalha Tomate Torrada Torre Toupeira Trator Trem Trenó Trevo
Triângulo Trombeta Trompete Trono Tubarão Túnel Unicórnio Urso Uva Vaca Vaso Vassoura Veado Vela
Vento Vestido Vidro Viola Violino Vulcão Xadrez Xícara Zebra
`);
