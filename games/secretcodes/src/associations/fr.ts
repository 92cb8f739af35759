import { associationsOf } from './parse';

// French: themes written by hand for this project, each a clue word and the words of the French
// list (src/words/fr.ts) it brings to mind; associations.test.ts checks every word is in the list.
export const FR_ASSOCIATIONS = associationsOf(`
Campagne: Ferme Vache Poule Âne Chèvre Cheval Cochon Mouton Tracteur Champ Coq Canard Poussin Blé Brouette Fenouil
Océan: Mer Baleine Requin Dauphin Crabe Vague Bateau Coquillage Ancre Île Plage Sable Pirate Poisson Barque Phare Méduse Phoque Pieuvre Sirène Mouette Sardine Algue
Cuisiner: Cuisine Casserole Marmite Poêle Fourchette Cuillère Assiette Tasse Bol Sel Poivre Beurre Soupe Farine Oignon Théière Crêpe
Fruits: Pomme Banane Cerise Raisin Citron Melon Orange Poire Ananas Fraise Framboise Abricot Kiwi Olive Pêche
Hiver: Neige Glace Igloo Luge Traîneau Écharpe Gant Bonnet Manteau Bottes Cheminée Flocon Glacier Renne
Concert: Tambour Flûte Guitare Harpe Violon Trompette Cloche Radio Musique Sifflet
Classe: École Crayon Stylo Gomme Règle Livre Cahier Papier Tableau Craie Ardoise Cartable Bibliothèque Lettre Globe Carte
Espace: Lune Soleil Étoile Planète Comète Fusée Terre Ciel Nuit Horizon
Conte: Roi Prince Princesse Château Dragon Couronne Fée Géant Palais Épée Tour Sorcière Sirène Ange Fantôme
Météo: Nuage Tempête Vent Neige Orage Soleil Parapluie Flocon
Jardinage: Fleur Rose Plante Arbre Feuille Jardin Pelle Râteau Arrosoir Escargot Abeille Tulipe Coquelicot Limace Ver Verger Violette Jonquille
Corps: Oreille Nez Doigt Cheveu Main Cœur Genou Bouche Dent Bras Ongle Orteil
Vêtements: Ceinture Bottes Bonnet Manteau Robe Gant Chapeau Chemise Chaussure Chaussette Pantalon Veste Casquette Bouton Poche Écharpe
Anniversaire: Ballon Gâteau Bougie Cadeau Bonbon Chocolat Musique Clown Ruban Crêpe
Ville: Autobus Pont Église Hôpital Hôtel Musée Parc Tour Statue Tunnel Usine Village Fontaine
Voyage: Bicyclette Vélo Bateau Autobus Camion Avion Fusée Train Wagon Valise Carte Moto Hélicoptère Tracteur Barque Roue Parachute
Forêt: Arbre Bois Feuille Ours Loup Renard Hibou Écureuil Champignon Cerf Biche Hérisson Sapin Cabane Grotte Chouette
Salle: Baignoire Savon Brosse Peigne Miroir Eau Éponge Dentifrice Bulle
Insectes: Fourmi Abeille Araignée Mouche Papillon Chenille Coccinelle Libellule Sauterelle Guêpe Ver
Désert: Chameau Cactus Sable Pyramide Soleil Serpent Lézard Autruche
Butin: Pirate Trésor Bateau Carte Perroquet Île Coffre Diamant Bijou Bague Collier Couronne Ancre
Dessert: Gâteau Bonbon Chocolat Biscuit Miel Sucre Glace Caramel Croissant Crêpe Confiture Gaufre
Sorcellerie: Fantôme Sorcière Citrouille Araignée Masque Lune Nuit Corbeau Hibou Chouette Balai
Jouets: Poupée Ballon Jouet Puzzle Robot Toupie Quille Balançoire Toboggan Marionnette Carrousel Luge
Outils: Marteau Échelle Corde Pelle Râteau Pinceau Chaîne Aimant Brouette Sablier Loupe Ampoule
Montagne: Montagne Colline Grotte Rocher Caillou Neige Volcan Aigle Chèvre Glacier
Safari: Lion Tigre Éléphant Girafe Zèbre Singe Kangourou Crocodile Hippopotame Gorille Chameau
Oiseaux: Aigle Hibou Perroquet Pingouin Cygne Canard Poule Oiseau Plume Nid Oeuf Corbeau Pigeon Cigogne Paon Mouette Coq
Lumière: Lampe Bougie Lanterne Phare Feu Soleil Étoile Allumette Ampoule Lune
Richesse: Trésor Diamant Couronne Bijou Bague Collier Bracelet Coffre Médaille
Matin: Pain Beurre Oeuf Lait Café Jus Confiture Miel Croissant Baguette Tasse
Animaux: Chat Chien Chaton Lapin Souris Poisson Cheval Tortue Grenouille Poney
`);
