import { associationsOf } from './parse';

// Portuguese: themes written by hand for this project, each a clue word and the words of the Portuguese
// list (src/words/pt.ts) it brings to mind; associations.test.ts checks every word is in the list.
export const PT_ASSOCIATIONS = associationsOf(`
Quinta: Vaca Galinha Burro Cabra Cavalo Porco Ovelha Trator Campo Fazenda Milho Pato Cerca Galo Feno Carroça Carneiro
Oceano: Mar Baleia Tubarão Golfinho Polvo Caranguejo Foca Onda Navio Submarino Concha Pérola Ostra Âncora Ilha Praia Areia Pirata Peixe Barco Canoa Farol Sereia Medusa
Cozinhar: Cozinha Panela Chaleira Garfo Colher Prato Caneca Xícara Cozinheiro Sal Pimenta Manteiga Sopa Arroz Torrada Forno Alho Cebola Farinha
Frutas: Maçã Banana Cereja Uva Limão Melancia Laranja Pêssego Pera Abacate Morango Manga Figo Fruta
Inverno: Neve Gelo Iglu Trenó Cachecol Luva Pinguim Casaco Bota Chaminé Lareira Gorro Tempestade Rena
Concerto: Tambor Flauta Guitarra Harpa Piano Violino Trompete Cantor Sino Rádio Música Viola Trombeta
Aula: Lápis Caneta Borracha Régua Livro Caderno Papel Biblioteca Carta Mapa Globo Mochila Cola Tesoura Escola Lousa Estojo
Galáxia: Lua Sol Estrela Planeta Cometa Foguete Noite Telescópio Luar
Conto: Rei Rainha Príncipe Princesa Castelo Dragão Coroa Trono Bruxa Fada Gigante Unicórnio Palácio Espada Torre Sereia Anjo Duende Gnomo
Clima: Chuva Nuvem Tempestade Vento Neve Neblina Sol Guarda Gota
Jardinagem: Flor Rosa Semente Planta Árvore Folha Raiz Abelha Jardim Caracol Vaso Dália Quintal
Corpo: Orelha Olho Dedo Cabelo Coração Joelho Boca Nariz Dente Braço Barriga Cabeça Barba Bigode
Roupa: Cinto Bota Casaco Vestido Luva Chapéu Camisa Sapato Meia Gravata Pijama Avental Chinelo Pantufa Botão Bolso
Aniversário: Balão Bolo Vela Presente Festa Fita Doce Chocolate Palhaço Música Bolacha Sorvete Gelado
Cidade: Banco Padaria Autocarro Ponte Igreja Hospital Hotel Biblioteca Museu Parque Estação Estrada Torre Estátua Túnel Calçada Mercado Livraria
Viagem: Bicicleta Barco Autocarro Carro Canoa Helicóptero Foguete Navio Submarino Trator Trem Camião Avião Mala Roda Motor Iate Paraquedas
Floresta: Árvore Lobo Raposa Coruja Esquilo Cogumelo Cabana Folha Raiz Pinha Veado Toupeira
Banho: Banheira Sabão Escova Pente Espelho Água Toalha Esponja Banho
Insetos: Formiga Abelha Aranha Mosca Borboleta Joaninha Lagarta Grilo Gafanhoto Teia Lesma
Deserto: Camelo Cacto Areia Pirâmide Sol Serpente Cobra
Tesouro: Pirata Navio Mapa Papagaio Ilha Ouro Moeda Jóia Diamante Pérola Baú Cofre Âncora
Sobremesa: Bolo Doce Chocolate Biscoito Bolacha Mel Gelado Sorvete Açúcar Gelatina Pastel Morango
Assustador: Fantasma Bruxa Abóbora Aranha Morcego Máscara Lua Noite Teia Duende
Brinquedos: Boneca Bola Jogo Dado Pião Robô Xadrez Tabuleiro Escorrega Balão
Ferramentas: Martelo Serra Escada Corda Cola Gancho Corrente Pilha Alfinete Mola Funil Balde Lanterna
Montanha: Montanha Colina Caverna Pedra Neve Vulcão Águia Cabra
Safari: Leão Tigre Elefante Girafa Zebra Macaco Canguru Crocodilo Hipopótamo Camelo Panda
Aves: Águia Coruja Papagaio Pinguim Pato Galinha Pássaro Pena Ninho Ovo Asa Pombo Cegonha Canário Pavão Galo Peru
Brilho: Lâmpada Vela Lanterna Farol Fogo Fogueira Sol Estrela Fósforo Luar
Riqueza: Banco Moeda Ouro Dinheiro Carteira Tesouro Jóia Diamante Coroa Pérola Medalha Cofre Anel Colar Pulseira
Lanche: Pão Manteiga Ovo Leite Torrada Café Chá Mel Queijo
Animais: Gato Cão Cachorro Coelho Rato Peixe Cavalo Tartaruga Sapo
`);
