import { wordsOf } from './split';

// French: 428 common, family-friendly nouns for the grid, one word each, written for this
// project (AGPL-3.0-or-later like the rest of it): everyday things, animals, food, places and people
// a child would name. words.test.ts checks the count, that no word repeats and that none holds a space.
export const FR_WORDS = wordsOf(`
Abeille Abricot Aigle Aiguille Aimant Algue Allumette Ampoule Ananas Ancre Ange Anneau Antenne
Aquarium Araignée Arbre Arc Ardoise Armoire Arrosoir Assiette Autobus Autruche Avion Avocat Âne
Bague Baguette Baignoire Balai Balançoire Baleine Ballon Bambou Banane Banc Barque Bateau Bâton
Berceau Beurre Bébé Béret Bibliothèque Biche Bicyclette Bijou Biscuit Blé Bocal Bois Boîte Bol
Bonbon Bonnet Bottes Bouche Bougie Boussole Bouteille Bouton Bracelet Bras Brique Brosse Brouette
Bulle Bureau Bûche Cabane Cactus Cadeau Cadenas Café Cage Cahier Caillou Camion Canapé Canard
Caramel Carotte Carrousel Cartable Carte Cascade Casque Casquette Casserole Castor Ceinture Cerf
Cerise Chaise Chaîne Chameau Champ Champignon Chapeau Chapiteau Chat Chaton Chaussette Chaussure
Château Chemin Cheminée Chemise Chenille Cheval Cheveu Chèvre Chien Chocolat Chou Chouette Ciel
Cigogne Cirque Citron Citronnier Citrouille Clé Cloche Clown Coccinelle Cochon Coffre Collier
Colline Comète Confiture Coq Coquelicot Coquillage Corbeau Corde Couronne Crabe Craie Crayon Crêpe
Crocodile Croissant Cuillère Cuisine Cygne Cœur Dauphin Dent Dentifrice Dé Désert Diamant Dinosaure
Doigt Dragon Drapeau Eau Enveloppe Escalier Escargot Écharpe Échelle École Écran Écureuil Église
Éléphant Épée Éponge Étoile Fantôme Farine Fauteuil Fenêtre Fenouil Ferme Feu Feuille Fée Fleur
Fleuve Flocon Flûte Fontaine Forêt Fossile Fourchette Fourmi Fraise Framboise Fromage Fruit Fusée
Gant Gaufre Gâteau Genou Géant Girafe Girouette Glace Glacier Globe Gomme Gorille Gourde Grenouille
Grotte Guêpe Guitare Hamac Haricot Harpe Hermine Hélicoptère Hérisson Hibou Hippopotame Horizon
Horloge Hôpital Hôtel Igloo Île Jardin Jonquille Jouet Journal Jus Kangourou Kiwi Lac Lait Lama
Lampe Lanterne Lapin Lettre Légume Lézard Libellule Limace Lion Lit Livre Loup Loupe Luge Lune
Lunettes Main Maison Manteau Marionnette Marmite Marteau Masque Melon Mer Médaille Méduse Miel
Miroir Montagne Montre Moto Mouche Mouette Moulin Mouton Mur Musée Musique Nappe Neige Nez Nid
Noisette Nuage Nuit Oeuf Oignon Oiseau Olive Ombre Ongle Orage Orange Oreille Oreiller Orteil Ours
Pain Palais Panier Pantalon Paon Papier Papillon Parachute Parapluie Parasol Parc Peigne Pelle
Perroquet Pêche Phare Phoque Pieuvre Pigeon Pinceau Pingouin Pirate Piscine Pizza Placard Plage
Planète Plante Plume Poche Poêle Poire Poisson Poivre Pomme Pompier Poney Pont Porte Poule Poupée
Poussin Prairie Prince Princesse Puits Puzzle Pyramide Quille Radio Radis Raisin Raquette Râteau
Renard Renne Requin Règle Rideau Rivière Robe Robot Roche Rocher Roi Rose Roue Ruban Sable Sablier
Sac Salade Sapeur Sapin Sardine Sauterelle Savon Seau Sel Serpent Sifflet Singe Sirène Soleil
Sorcière Soupe Souris Statue Stylo Sucre Table Tableau Tabouret Tambour Tapis Tasse Taupe Tempête
Tente Terre Téléphone Théière Tigre Toboggan Tomate Tortue Toupie Tour Tracteur Train Traîneau
Trésor Trompette Tulipe Tunnel Usine Vache Vague Valise Vase Vent Ver Verger Verre Veste Vélo
Village Ville Violette Violon Volcan Wagon Zèbre Zoo
`);
