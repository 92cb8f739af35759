import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { textOnlyParser } from './textOnlyParser';

const update: Packet = {
  type: PacketType.EVENT,
  nsp: '/sixtysix',
  data: ['update', 'match-1', { G: { hand: [{ suit: 'hearts', rank: 'A' }], talon: 9 }, ctx: { turn: 3 }, _stateID: 4 }, []],
};

describe('textOnlyParser', () => {
  it('puts the same text on the wire as socket.io for everything this server sends', () => {
    const ours = new textOnlyParser.Encoder();
    const theirs = new Encoder();
    const packets: Packet[] = [
      update,
      { type: PacketType.CONNECT, nsp: '/sixtysix', data: { sid: 'abc' } },
      { type: PacketType.ACK, nsp: '/', id: 7, data: [true] },
      { type: PacketType.DISCONNECT, nsp: '/chess' },
    ];
    for (const packet of packets) expect(ours.encode(packet)).toEqual(theirs.encode(packet));
  });

  it("is read back by socket.io's own decoder", () => {
    const decoded: Packet[] = [];
    const decoder = new textOnlyParser.Decoder();
    decoder.on('decoded', (packet: Packet) => decoded.push(packet));
    for (const chunk of new textOnlyParser.Encoder().encode(update)) decoder.add(chunk);
    expect(decoded).toEqual([{ ...update, type: PacketType.EVENT }]);
    expect(textOnlyParser.Decoder).toBe(Decoder);
  });
});
