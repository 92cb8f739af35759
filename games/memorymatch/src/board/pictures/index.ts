import type { ComponentType } from 'react';
import type { Picture } from '../../pictures';
import { Crocodile, Elephant, Fox, Giraffe, Lion, Tortoise, Zebra } from './land';
import { Octopus, Penguin, Seahorse, Shark, Starfish, Whale } from './sea';
import { Bee, Butterfly, Frog, Ladybird, Owl, Parrot, Snail } from './small';

/** Each picture's drawing and the colour of its card, so pairs can be told apart at a glance. */
export const PICTURE_ART: Record<Picture, { Art: ComponentType; background: string }> = {
  owl: { Art: Owl, background: '#ffe0b2' },
  lion: { Art: Lion, background: '#fff9c4' },
  elephant: { Art: Elephant, background: '#e1f5fe' },
  giraffe: { Art: Giraffe, background: '#c5e1a5' },
  crocodile: { Art: Crocodile, background: '#b2dfdb' },
  shark: { Art: Shark, background: '#bbdefb' },
  starfish: { Art: Starfish, background: '#b2ebf2' },
  parrot: { Art: Parrot, background: '#c8e6c9' },
  seahorse: { Art: Seahorse, background: '#d1c4e9' },
  tortoise: { Art: Tortoise, background: '#fff3e0' },
  zebra: { Art: Zebra, background: '#ffcc80' },
  penguin: { Art: Penguin, background: '#b3e5fc' },
  frog: { Art: Frog, background: '#f0f4c3' },
  whale: { Art: Whale, background: '#80deea' },
  snail: { Art: Snail, background: '#f8bbd0' },
  bee: { Art: Bee, background: '#e8f5e9' },
  octopus: { Art: Octopus, background: '#f3e5f5' },
  butterfly: { Art: Butterfly, background: '#fffde7' },
  fox: { Art: Fox, background: '#d7ccc8' },
  ladybird: { Art: Ladybird, background: '#dcedc8' },
};
