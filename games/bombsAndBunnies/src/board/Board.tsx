export function Board() {
  return null;
}
export default Board;
