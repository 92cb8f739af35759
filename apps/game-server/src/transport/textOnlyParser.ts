// socket.io's parser, less the search for binary data in every outgoing event: socket.io walks
// each event's whole payload looking for Buffers and ArrayBuffers to send them as attachments
// (about 5 % of a game server's CPU per move, a state walked once for every client it is sent to).
// This server only ever sends JSON: states, logs and metadata that are stored as JSON text, so
// nothing in them can be binary. Incoming packets are decoded by socket.io's own decoder as before.
import { Decoder, Encoder, type Packet, protocol } from 'socket.io-parser';

interface StringEncoder {
  encodeAsString(packet: Packet): string;
}

class TextOnlyEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    return [(this as unknown as StringEncoder).encodeAsString(packet)];
  }
}

/** For socket.io's `parser` server option; the packets on the wire are unchanged. */
export const textOnlyParser = { protocol, Encoder: TextOnlyEncoder, Decoder };
