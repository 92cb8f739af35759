import type { Face } from './types';

/** Every picture a deal may use; each game shows PAIRS of them, drawn at random. */
export const PICTURES = [
  'owl',
  'lion',
  'elephant',
  'giraffe',
  'crocodile',
  'shark',
  'starfish',
  'parrot',
  'seahorse',
  'tortoise',
  'zebra',
  'penguin',
  'frog',
  'whale',
  'snail',
  'bee',
  'octopus',
  'butterfly',
  'fox',
  'ladybird',
] as const;

export type Picture = (typeof PICTURES)[number];

export function faceOf(picture: Picture, copy: 1 | 2): Face {
  return `pic-${picture}:${copy}`;
}

/** The picture on a face: "pic-owl:2" -> "owl". */
export function pictureOf(face: Face): Picture {
  return face.slice('pic-'.length, face.lastIndexOf(':')) as Picture;
}
