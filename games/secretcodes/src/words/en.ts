import { wordsOf } from './split';

// English: 503 common, family-friendly nouns for the grid, one word each, written for this
// project (AGPL-3.0-or-later like the rest of it): everyday things, animals, food, places and people
// a child would name. words.test.ts checks the count, that no word repeats and that none holds a space.
export const EN_WORDS = wordsOf(`
Acorn Anchor Angel Ant Apple Arrow Atlas Attic Aunt Avocado Baby Backpack Badge Bag Bakery Balloon
Banana Band Bandage Bank Barn Barrel Basket Bat Bath Battery Beach Beak Bean Bear Beard Bed Bee
Beetle Bell Belt Bench Berry Bicycle Bird Blanket Blossom Boat Bone Book Boot Bottle Bow Bowl Box
Bracelet Brain Branch Bread Brick Bridge Broom Brother Brush Bubble Bucket Buffalo Bug Bulb Bus
Butter Button Cabbage Cabin Cactus Cake Calendar Camel Camera Camp Canal Candle Candy Canoe Cap Cape
Captain Car Card Carpet Carrot Castle Cat Cattle Cave Chain Chair Chalk Chalkboard Cheese Chef
Cherry Chess Chicken Chimney Chocolate Church Circle Circus City Cliff Clock Cloud Clown Coat Cobweb
Coconut Coffee Coin Comb Comet Compass Cook Cookie Corn Cotton Cow Crab Cradle Crane Crayon Crown
Cup Curtain Cushion Dance Dentist Desert Desk Diamond Dice Dinosaur Doctor Dog Doll Dolphin Donkey
Door Dragon Drawer Dream Dress Drum Duck Dust Eagle Ear Earth Egg Elbow Elephant Engine Envelope
Eraser Eye Face Fairy Farm Farmer Feather Fence Ferry Field Finger Fire Fish Flag Flame Flower Flute
Fog Foot Forest Fork Fossil Fountain Fox Frog Frost Fruit Game Garden Garlic Gate Ghost Giant Gift
Giraffe Glacier Glass Globe Glove Glue Goat Gold Grape Grass Guitar Hair Hammer Hand Harbor Harp Hat
Heart Hedgehog Helicopter Helmet Hill Hive Hole Honey Hook Horn Horse Hospital Hotel House Ice Igloo
Ink Island Jacket Jam Jar Jelly Jewel Jigsaw Judge Juice Jungle Kangaroo Kettle Key King Kitchen
Kite Kitten Knee Knot Ladder Lake Lamp Lantern Leaf Lemon Letter Library Light Lighthouse Lion Lip
Lizard Lock Log Lunch Magnet Map Marble Mask Match Meadow Medal Melon Mermaid Milk Mirror Mitten
Money Monkey Moon Moth Mountain Mouse Mouth Mud Museum Mushroom Music Nail Neck Necklace Needle Nest
Net Newspaper Night Nose Notebook Nut Oak Ocean Octopus Office Onion Orange Orchard Orchestra Owl
Oyster Paddle Paint Palace Pan Panda Paper Parachute Park Parrot Party Pasta Peach Pear Pearl Pebble
Pelican Pen Pencil Penguin Pepper Piano Picnic Picture Pie Pig Pillow Pilot Pine Pipe Pirate Pizza
Planet Plant Plate Pocket Poem Police Pond Pony Potato Present Prince Princess Pumpkin Puppet Puzzle
Pyramid Queen Rabbit Radio Raft Rain Rainbow Rat Reindeer Ribbon Rice River Road Robot Rock Rocket
Roof Room Root Rope Rose Ruler Saddle Sail Salad Salt Sand Sandwich Saw Scarecrow Scarf School
Scissors Sea Seal Seed Shadow Shark Sheep Shell Ship Shirt Shoe Shop Shovel Singer Sink Sister Skate
Ski Sky Sled Slide Snail Snake Snow Snowman Soap Sock Sofa Soldier Soup Spider Spoon Spring Square
Squirrel Stable Stage Stair Stamp Star Station Statue Stone Storm Straw Street String Submarine
Sugar Suit Summer Sun Swan Sweater Sword Table Tail Tea Teacher Teeth Telephone Telescope Tent
Thread Throne Thumb Ticket Tiger Tire Toast Toe Tomato Tongue Tooth Toothbrush Torch Tower Town Toy
Tractor Train Treasure Tree Triangle Trophy Truck Trumpet Tunnel Turtle Umbrella Uncle Unicorn Vase
Vegetable Violin Volcano Wagon Wall Wallet Watch Water Wave Whale Wheel Wheelbarrow Whistle Wind
Windmill Window Wing Winter Witch Wizard Wolf Wood Worm Yard Yogurt Zebra Zoo
`);
