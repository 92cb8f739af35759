import type { MoveArgsLimit } from '@tabula/game-kit';

/**
 * Why a move's arguments are refused, or null when they are within the limit. The depth is
 * measured without recursion (a hostile array nested thousands deep must not overflow the stack)
 * and before the size, so serializing it afterwards is safe.
 */
export function argsProblem(args: unknown[], limit: MoveArgsLimit): string | null {
  const stack: [unknown, number][] = [[args, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    nodes += 1;
    // Every value is at least one byte once serialized, so the node count bounds the walk.
    if (nodes > limit.maxBytes) return `more than ${limit.maxBytes} bytes`;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit.maxDepth) return `nested deeper than ${limit.maxDepth}`;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  const bytes = Buffer.byteLength(JSON.stringify(args) ?? '', 'utf8');
  return bytes > limit.maxBytes ? `${bytes} bytes, more than ${limit.maxBytes}` : null;
}
