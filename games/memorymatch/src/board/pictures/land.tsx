// Land animals, each drawn in a 100 x 100 box on its card's background colour.

export function Lion() {
  const mane = Array.from({ length: 14 }, (_, i) => (i * 2 * Math.PI) / 14);
  return (
    <g>
      {mane.map((a) => (
        <circle key={a} cx={50 + Math.cos(a) * 30} cy={52 + Math.sin(a) * 30} r={11} fill="#e65100" />
      ))}
      <circle cx={50} cy={52} r={32} fill="#ef6c00" />
      <circle cx={31} cy={33} r={7} fill="#ffb300" />
      <circle cx={69} cy={33} r={7} fill="#ffb300" />
      <circle cx={50} cy={54} r={23} fill="#ffca28" />
      <circle cx={41} cy={48} r={3.5} fill="#3e2723" />
      <circle cx={59} cy={48} r={3.5} fill="#3e2723" />
      <ellipse cx={44} cy={63} rx={7} ry={5.5} fill="#fff3e0" />
      <ellipse cx={56} cy={63} rx={7} ry={5.5} fill="#fff3e0" />
      <path d="M45 55 h10 l-5 6 z" fill="#5d4037" />
      <path d="M44 69 q6 5 12 0" stroke="#5d4037" strokeWidth={2} fill="none" strokeLinecap="round" />
    </g>
  );
}

export function Elephant() {
  return (
    <g>
      <ellipse cx={24} cy={46} rx={19} ry={24} fill="#78909c" />
      <ellipse cx={76} cy={46} rx={19} ry={24} fill="#78909c" />
      <ellipse cx={24} cy={46} rx={12} ry={16} fill="#f8bbd0" opacity={0.6} />
      <ellipse cx={76} cy={46} rx={12} ry={16} fill="#f8bbd0" opacity={0.6} />
      <ellipse cx={50} cy={44} rx={22} ry={24} fill="#90a4ae" />
      <path d="M50 54 C44 70 44 84 56 90 C60 92 64 88 60 85 C53 80 56 70 58 56 Z" fill="#90a4ae" />
      <path d="M37 60 q-5 10 2 14" stroke="#fffde7" strokeWidth={4} fill="none" strokeLinecap="round" />
      <path d="M63 60 q5 10 -2 14" stroke="#fffde7" strokeWidth={4} fill="none" strokeLinecap="round" />
      <circle cx={41} cy={40} r={3.5} fill="#263238" />
      <circle cx={59} cy={40} r={3.5} fill="#263238" />
      <path d="M52 70 h6 M51 76 h6" stroke="#607d8b" strokeWidth={1.5} strokeLinecap="round" />
    </g>
  );
}

export function Giraffe() {
  return (
    <g>
      <path d="M42 52 L40 98 L64 98 L58 52 Z" fill="#ffca28" />
      <circle cx={47} cy={66} r={4} fill="#a1662f" />
      <circle cx={54} cy={79} r={5} fill="#a1662f" />
      <circle cx={45} cy={90} r={4} fill="#a1662f" />
      <path d="M39 14 L41 26 M61 14 L59 26" stroke="#8d5524" strokeWidth={4} strokeLinecap="round" />
      <circle cx={39} cy={13} r={4} fill="#6d3d14" />
      <circle cx={61} cy={13} r={4} fill="#6d3d14" />
      <ellipse cx={30} cy={30} rx={8} ry={4.5} fill="#ffb300" transform="rotate(-20 30 30)" />
      <ellipse cx={70} cy={30} rx={8} ry={4.5} fill="#ffb300" transform="rotate(20 70 30)" />
      <ellipse cx={50} cy={38} rx={17} ry={17} fill="#ffca28" />
      <ellipse cx={50} cy={54} rx={13} ry={10} fill="#ffe082" />
      <circle cx={44} cy={34} r={3.2} fill="#3e2723" />
      <circle cx={56} cy={34} r={3.2} fill="#3e2723" />
      <circle cx={46} cy={54} r={1.8} fill="#6d4c41" />
      <circle cx={54} cy={54} r={1.8} fill="#6d4c41" />
      <circle cx={58} cy={26} r={3} fill="#a1662f" />
    </g>
  );
}

export function Zebra() {
  return (
    <g>
      <path d="M30 10 L38 30 L28 28 Z M70 10 L62 30 L72 28 Z" fill="#fafafa" stroke="#212121" strokeWidth={2} />
      <path d="M50 10 L56 24 L44 24 Z" fill="#212121" />
      <path d="M32 30 C32 16 68 16 68 30 L62 78 C60 88 40 88 38 78 Z" fill="#fafafa" stroke="#212121" strokeWidth={2} />
      <path
        d="M34 36 q8 2 10 -4 M66 36 q-8 2 -10 -4 M35 48 q7 3 9 -2 M65 48 q-7 3 -9 -2 M37 59 q6 2 8 -2 M63 59 q-6 2 -8 -2 M50 22 v14"
        stroke="#212121"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx={50} cy={78} rx={13} ry={10} fill="#424242" />
      <circle cx={45} cy={78} r={2.2} fill="#000" />
      <circle cx={55} cy={78} r={2.2} fill="#000" />
      <circle cx={40} cy={42} r={3} fill="#212121" />
      <circle cx={60} cy={42} r={3} fill="#212121" />
    </g>
  );
}

export function Fox() {
  return (
    <g>
      <path d="M20 14 L36 36 L24 44 Z M80 14 L64 36 L76 44 Z" fill="#e64a19" />
      <path d="M24 22 L32 35 L26 39 Z M76 22 L68 35 L74 39 Z" fill="#3e2723" />
      <path d="M18 40 C22 28 78 28 82 40 L50 88 Z" fill="#f4511e" />
      <path d="M18 40 L50 88 L36 56 Z M82 40 L50 88 L64 56 Z" fill="#fafafa" />
      <circle cx={39} cy={50} r={3.5} fill="#212121" />
      <circle cx={61} cy={50} r={3.5} fill="#212121" />
      <circle cx={50} cy={84} r={5} fill="#212121" />
    </g>
  );
}

export function Tortoise() {
  return (
    <g>
      <ellipse cx={28} cy={76} rx={7} ry={9} fill="#9ccc65" />
      <ellipse cx={72} cy={76} rx={7} ry={9} fill="#9ccc65" />
      <circle cx={84} cy={60} r={10} fill="#9ccc65" />
      <circle cx={87} cy={57} r={2.2} fill="#1b5e20" />
      <path d="M12 70 C12 30 78 30 78 70 Z" fill="#6d8b3a" />
      <path
        d="M45 40 l8 5 v9 l-8 5 l-8 -5 v-9 z M27 52 l7 4 v8 l-7 4 l-7 -4 v-8 z M63 52 l7 4 v8 l-7 4 l-7 -4 v-8 z"
        fill="#aed581"
        stroke="#33691e"
        strokeWidth={2}
      />
      <path d="M12 70 H78" stroke="#33691e" strokeWidth={4} strokeLinecap="round" />
    </g>
  );
}

export function Crocodile() {
  return (
    <g>
      <path d="M6 58 C10 46 30 44 46 46 L94 50 C96 56 92 60 86 60 L50 62 C40 72 20 74 6 58 Z" fill="#43a047" />
      <path d="M48 60 L92 60 L92 64 L50 68 Z" fill="#2e7d32" />
      <path
        d="M52 60 l3 5 l3 -5 l3 5 l3 -5 l3 5 l3 -5 l3 5 l3 -5 l3 5 l3 -5"
        fill="#fafafa"
        stroke="#fafafa"
        strokeWidth={1}
        strokeLinejoin="round"
      />
      <circle cx={42} cy={42} r={7} fill="#43a047" />
      <circle cx={43} cy={41} r={3.5} fill="#fff59d" />
      <circle cx={44} cy={41} r={1.8} fill="#212121" />
      <path d="M12 50 l4 -6 l4 6 M22 47 l4 -6 l4 6 M32 46 l4 -6 l4 6" fill="#2e7d32" />
      <path d="M20 68 l-4 10 h8 z M38 68 l-2 10 h8 z" fill="#388e3c" />
      <circle cx={90} cy={51} r={1.5} fill="#1b5e20" />
    </g>
  );
}
