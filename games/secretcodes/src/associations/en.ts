import { associationsOf } from './parse';

// English: themes written by hand for this project, each a clue word and the words of the English
// list (src/words/en.ts) it brings to mind; associations.test.ts checks every word is in the list.
export const EN_ASSOCIATIONS = associationsOf(`
Farmyard: Barn Cow Chicken Donkey Farmer Goat Horse Pig Sheep Tractor Field Stable Cattle Wagon Corn Duck Fence Farm
Ocean: Sea Whale Shark Dolphin Octopus Crab Seal Wave Ship Submarine Shell Pearl Oyster Anchor Sail Island Beach Sand Pirate Fish Boat Canoe Raft Harbor Lighthouse Mermaid Pelican Ferry
Cooking: Kitchen Pan Kettle Fork Spoon Plate Bowl Cup Chef Cook Salt Pepper Butter Soup Pasta Rice Toast Jar Sink Garlic Onion
Fruity: Apple Banana Cherry Grape Lemon Melon Orange Peach Pear Coconut Avocado Berry Orchard Juice Jam Jelly
Winter: Snow Ice Igloo Ski Sled Scarf Mitten Glove Sweater Penguin Snowman Glacier Frost Storm Reindeer Coat Boot Chimney Skate
Concert: Band Drum Flute Guitar Harp Piano Violin Trumpet Orchestra Singer Horn Bell Whistle Radio Stage Dance Music
Classroom: Teacher Pencil Pen Eraser Ruler Book Notebook Desk Chalk Chalkboard Crayon Paper Library Letter Map Globe Backpack Glue Scissors School
Galaxy: Moon Sun Star Planet Comet Rocket Earth Sky Telescope Night
Fairytale: King Queen Prince Princess Castle Dragon Crown Throne Wizard Witch Fairy Giant Unicorn Palace Sword Tower Mermaid Angel
Weather: Rain Cloud Storm Wind Snow Fog Sun Rainbow Umbrella Frost
Gardening: Flower Rose Seed Plant Tree Leaf Root Grass Shovel Worm Snail Bee Hive Pond Fountain Wheelbarrow Blossom Garden
Body: Ear Eye Face Finger Foot Hair Hand Heart Knee Lip Mouth Neck Nose Thumb Toe Tongue Tooth Teeth Elbow Brain Beard
Wardrobe: Belt Boot Cap Coat Dress Glove Hat Jacket Mitten Scarf Shirt Shoe Sock Suit Sweater Pocket Button
Birthday: Balloon Cake Candle Gift Present Party Ribbon Candy Card Music Dance Clown
Downtown: Bank Bakery Bus Bridge Church Hospital Hotel Library Museum Office Park Police Road Shop Station Street Town Tower Statue Tunnel City
Travel: Bicycle Boat Bus Car Canoe Ferry Helicopter Rocket Ship Submarine Tractor Train Truck Wagon Raft Sled Engine Wheel Tire Road Tunnel Station Pilot Ticket Parachute
Woods: Tree Oak Pine Wood Leaf Branch Bear Wolf Fox Owl Squirrel Mushroom Acorn Cabin Hedgehog Moth Root Log Forest
Bathroom: Bath Soap Sink Brush Comb Toothbrush Mirror Water Bubble
Bugs: Ant Bee Beetle Bug Spider Worm Moth Snail Hive Cobweb
Sahara: Camel Cactus Sand Pyramid Desert Sun Lizard Snake
Loot: Pirate Treasure Ship Map Parrot Island Gold Coin Jewel Diamond Pearl Captain Anchor
Dessert: Cake Candy Chocolate Cookie Honey Jam Jelly Pie Sugar Yogurt Ice Cherry
Halloween: Ghost Witch Pumpkin Spider Bat Mask Candy Moon Night Cobweb Wizard
Playroom: Doll Kite Puzzle Toy Game Dice Card Chess Marble Puppet Robot Slide Skate Jigsaw Balloon
Nurse: Doctor Dentist Hospital Bandage Tooth Heart
Toolbox: Hammer Nail Saw Ladder Rope Shovel Brush Paint Glue Hook Chain Knot Magnet Battery
Alps: Mountain Cliff Cave Rock Stone Hill Snow Glacier Volcano Ski Eagle Goat
Safari: Lion Tiger Elephant Giraffe Zebra Monkey Kangaroo Panda Camel Buffalo Zoo
Birdwatching: Bird Eagle Owl Parrot Penguin Swan Duck Chicken Pelican Feather Nest Egg Wing Beak
Glow: Lamp Candle Torch Lantern Lighthouse Bulb Fire Flame Sun Star Match
Rich: Bank Coin Gold Money Wallet Treasure Jewel Diamond Crown Pearl Medal Trophy
Breakfast: Bread Butter Egg Milk Toast Coffee Tea Juice Jam Honey Yogurt
Olympics: Medal Trophy Ski Skate Whistle Net Helmet Flag
Pets: Cat Dog Kitten Rabbit Mouse Parrot Fish Pony
`);
