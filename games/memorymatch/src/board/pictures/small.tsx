// Birds, insects and other small creatures, each drawn in a 100 x 100 box on its card's background colour.

export function Owl() {
  return (
    <g>
      <path d="M24 36 L28 12 L42 30 Z M76 36 L72 12 L58 30 Z" fill="#6d4c41" />
      <ellipse cx={50} cy={58} rx={30} ry={34} fill="#8d6e63" />
      <ellipse cx={50} cy={68} rx={18} ry={21} fill="#d7ccc8" />
      <path d="M42 66 l4 4 l4 -4 l4 4 l4 -4 M42 76 l4 4 l4 -4 l4 4 l4 -4" stroke="#a1887f" strokeWidth={2} fill="none" />
      <circle cx={38} cy={44} r={12} fill="#fff" stroke="#5d4037" strokeWidth={3} />
      <circle cx={62} cy={44} r={12} fill="#fff" stroke="#5d4037" strokeWidth={3} />
      <circle cx={39} cy={45} r={5.5} fill="#212121" />
      <circle cx={61} cy={45} r={5.5} fill="#212121" />
      <circle cx={41} cy={43} r={1.8} fill="#fff" />
      <circle cx={63} cy={43} r={1.8} fill="#fff" />
      <path d="M45 54 L55 54 L50 63 Z" fill="#ffa000" />
      <path d="M40 92 l-3 4 M44 92 v5 M56 92 v5 M60 92 l3 4" stroke="#ffa000" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

export function Parrot() {
  return (
    <g>
      <path d="M44 70 L36 98 L48 96 L54 72 Z" fill="#1e88e5" />
      <path d="M52 72 L56 98 L64 94 L58 70 Z" fill="#fdd835" />
      <ellipse cx={50} cy={54} rx={22} ry={26} fill="#e53935" />
      <path d="M34 50 C40 66 52 78 64 80 C56 70 50 58 50 46 Z" fill="#1e88e5" />
      <path d="M38 52 C42 62 50 70 58 72 C52 64 48 58 46 50 Z" fill="#fdd835" />
      <circle cx={52} cy={30} r={18} fill="#e53935" />
      <circle cx={56} cy={26} r={7} fill="#fafafa" />
      <circle cx={57} cy={26} r={3.5} fill="#212121" />
      <path d="M66 26 C80 26 82 42 72 48 C72 40 70 36 64 36 Z" fill="#424242" />
      <path d="M64 36 C68 36 70 40 68 44 L62 40 Z" fill="#757575" />
    </g>
  );
}

export function Frog() {
  return (
    <g>
      <ellipse cx={50} cy={62} rx={38} ry={28} fill="#66bb6a" />
      <circle cx={30} cy={34} r={14} fill="#66bb6a" />
      <circle cx={70} cy={34} r={14} fill="#66bb6a" />
      <circle cx={30} cy={33} r={9} fill="#fff" />
      <circle cx={70} cy={33} r={9} fill="#fff" />
      <circle cx={31} cy={34} r={5} fill="#1b5e20" />
      <circle cx={69} cy={34} r={5} fill="#1b5e20" />
      <path d="M26 62 C38 78 62 78 74 62" stroke="#1b5e20" strokeWidth={3.5} fill="none" strokeLinecap="round" />
      <circle cx={22} cy={62} r={5} fill="#f48fb1" opacity={0.8} />
      <circle cx={78} cy={62} r={5} fill="#f48fb1" opacity={0.8} />
      <circle cx={45} cy={52} r={1.8} fill="#1b5e20" />
      <circle cx={55} cy={52} r={1.8} fill="#1b5e20" />
    </g>
  );
}

export function Snail() {
  return (
    <g>
      <path d="M8 82 C8 70 30 72 40 74 L86 74 C92 74 94 82 88 84 L14 86 C10 86 8 84 8 82 Z" fill="#ffcc80" />
      <path d="M80 74 L84 50 M88 74 L94 52" stroke="#ffb74d" strokeWidth={4} strokeLinecap="round" />
      <circle cx={84} cy={48} r={4} fill="#5d4037" />
      <circle cx={94} cy={50} r={4} fill="#5d4037" />
      <circle cx={50} cy={50} r={28} fill="#ab47bc" />
      <path
        d="M50 50 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 0 1 8 -8 a12 12 0 0 1 12 12 a16 16 0 0 1 -16 16 a20 20 0 0 1 -20 -20 a24 24 0 0 1 24 -24"
        stroke="#f3e5f5"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
      />
      <circle cx={82} cy={66} r={2} fill="#5d4037" />
    </g>
  );
}

export function Bee() {
  return (
    <g>
      <ellipse cx={38} cy={30} rx={16} ry={12} fill="#e3f2fd" stroke="#90caf9" strokeWidth={2} transform="rotate(-25 38 30)" />
      <ellipse cx={62} cy={30} rx={16} ry={12} fill="#e3f2fd" stroke="#90caf9" strokeWidth={2} transform="rotate(25 62 30)" />
      <ellipse cx={50} cy={60} rx={32} ry={24} fill="#fdd835" />
      <path
        d="M36 38 C32 52 32 68 36 82 L46 84 C42 68 42 52 46 36 Z M58 36 C54 52 54 68 58 84 L68 82 C72 68 72 52 68 38 Z"
        fill="#212121"
      />
      <path d="M82 60 L96 62 L82 66 Z" fill="#212121" />
      <circle cx={24} cy={56} r={4} fill="#212121" />
      <path
        d="M22 44 q-6 -12 -14 -12 M26 42 q-2 -12 -8 -16"
        stroke="#212121"
        strokeWidth={2.5}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

export function Butterfly() {
  return (
    <g>
      <path d="M48 46 C36 14 6 14 10 36 C12 50 30 52 48 50 Z" fill="#29b6f6" />
      <path d="M52 46 C64 14 94 14 90 36 C88 50 70 52 52 50 Z" fill="#29b6f6" />
      <path d="M48 52 C30 54 14 66 22 80 C30 90 44 76 48 60 Z" fill="#ec407a" />
      <path d="M52 52 C70 54 86 66 78 80 C70 90 56 76 52 60 Z" fill="#ec407a" />
      <circle cx={26} cy={34} r={6} fill="#fff59d" />
      <circle cx={74} cy={34} r={6} fill="#fff59d" />
      <circle cx={32} cy={70} r={4} fill="#fff59d" />
      <circle cx={68} cy={70} r={4} fill="#fff59d" />
      <ellipse cx={50} cy={54} rx={4} ry={22} fill="#3e2723" />
      <path
        d="M48 34 q-6 -14 -12 -16 M52 34 q6 -14 12 -16"
        stroke="#3e2723"
        strokeWidth={2.5}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

export function Ladybird() {
  return (
    <g>
      <path d="M38 22 q-8 -10 -14 -10 M62 22 q8 -10 14 -10" stroke="#212121" strokeWidth={3} fill="none" strokeLinecap="round" />
      <path
        d="M22 48 l-12 -4 M20 62 l-13 2 M24 76 l-11 8 M78 48 l12 -4 M80 62 l13 2 M76 76 l11 8"
        stroke="#212121"
        strokeWidth={3.5}
        strokeLinecap="round"
      />
      <circle cx={50} cy={30} r={15} fill="#212121" />
      <circle cx={44} cy={26} r={3} fill="#fff" />
      <circle cx={56} cy={26} r={3} fill="#fff" />
      <circle cx={50} cy={62} r={32} fill="#e53935" />
      <path d="M50 30 V94" stroke="#212121" strokeWidth={3} />
      <circle cx={36} cy={50} r={6} fill="#212121" />
      <circle cx={64} cy={50} r={6} fill="#212121" />
      <circle cx={32} cy={70} r={5} fill="#212121" />
      <circle cx={68} cy={70} r={5} fill="#212121" />
      <circle cx={42} cy={84} r={4} fill="#212121" />
      <circle cx={58} cy={84} r={4} fill="#212121" />
    </g>
  );
}
