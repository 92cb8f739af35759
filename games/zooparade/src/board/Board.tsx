export function Board() {
  return null;
}
