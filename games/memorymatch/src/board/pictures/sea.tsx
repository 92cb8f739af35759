// Sea animals, each drawn in a 100 x 100 box on its card's background colour.

export function Shark() {
  return (
    <g>
      <path d="M8 54 C20 36 62 34 84 48 L96 40 L92 56 L96 70 L84 62 C62 74 22 72 8 54 Z" fill="#78909c" />
      <path d="M46 38 L56 14 L64 40 Z" fill="#607d8b" />
      <path d="M10 56 C24 66 60 68 82 60 C62 62 26 62 10 56 Z" fill="#eceff1" />
      <path d="M40 62 L34 76 L50 64 Z" fill="#607d8b" />
      <circle cx={24} cy={49} r={3} fill="#212121" />
      <path d="M34 46 v10 M39 45 v11 M44 45 v11" stroke="#546e7a" strokeWidth={2} strokeLinecap="round" />
      <path d="M12 58 l3 3 l3 -3 l3 3 l3 -3" stroke="#fafafa" strokeWidth={1.5} fill="none" />
    </g>
  );
}

export function Starfish() {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? 44 : 19;
    return `${50 + Math.cos(angle) * radius},${54 + Math.sin(angle) * radius}`;
  }).join(' ');
  const dots = Array.from({ length: 5 }, (_, i) => -Math.PI / 2 + (i * 2 * Math.PI) / 5);
  return (
    <g>
      <polygon points={points} fill="#ff7043" stroke="#e64a19" strokeWidth={6} strokeLinejoin="round" />
      {dots.map((a) => (
        <g key={a}>
          <circle cx={50 + Math.cos(a) * 16} cy={54 + Math.sin(a) * 16} r={2.6} fill="#ffe0b2" />
          <circle cx={50 + Math.cos(a) * 28} cy={54 + Math.sin(a) * 28} r={2.2} fill="#ffe0b2" />
        </g>
      ))}
      <circle cx={50} cy={54} r={4} fill="#ffe0b2" />
    </g>
  );
}

export function Seahorse() {
  return (
    <g>
      <path
        d="M46 12 C62 10 70 22 64 32 L80 30 L80 38 L62 40 C66 52 68 62 60 72 C54 80 60 90 68 86 C74 82 70 76 66 78 C70 70 80 78 76 88 C70 98 48 94 50 78 C51 70 54 62 46 52 C38 44 34 30 46 12 Z"
        fill="#ffb300"
      />
      <path d="M40 22 l-8 -4 l4 8 M38 32 l-9 -1 l6 7 M40 44 l-8 2 l8 5" fill="#ff8f00" />
      <circle cx={54} cy={24} r={3.5} fill="#3e2723" />
      <circle cx={55} cy={23} r={1.2} fill="#fff" />
      <path
        d="M52 48 q6 2 8 -2 M54 58 q5 2 7 -2 M52 68 q4 2 6 -2"
        stroke="#ff8f00"
        strokeWidth={2.5}
        fill="none"
        strokeLinecap="round"
      />
      <circle cx={26} cy={72} r={3} fill="#e1f5fe" opacity={0.8} />
      <circle cx={20} cy={60} r={2} fill="#e1f5fe" opacity={0.8} />
    </g>
  );
}

export function Whale() {
  return (
    <g>
      <path
        d="M46 26 q-4 -10 -10 -12 M50 24 v-14 M54 26 q4 -10 10 -12"
        stroke="#e1f5fe"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 58 C8 34 56 30 72 50 L88 38 C92 44 90 50 84 56 C92 60 94 68 88 72 L72 62 C60 80 8 84 8 58 Z" fill="#1e88e5" />
      <path d="M10 64 C20 78 54 78 66 66 C50 72 24 72 10 64 Z" fill="#bbdefb" />
      <circle cx={24} cy={54} r={3.5} fill="#0d47a1" />
      <path d="M18 62 q6 4 12 1" stroke="#0d47a1" strokeWidth={2} fill="none" strokeLinecap="round" />
      <path d="M36 64 q6 8 14 4" stroke="#1565c0" strokeWidth={3} fill="none" strokeLinecap="round" />
    </g>
  );
}

export function Octopus() {
  const legs = [18, 30, 42, 58, 70, 82];
  return (
    <g>
      {legs.map((x, i) => (
        <path
          key={x}
          d={`M${50 + (x - 50) * 0.5} 56 C${x} 70 ${x + (i % 2 === 0 ? -10 : 10)} 78 ${x} 92`}
          stroke="#8e24aa"
          strokeWidth={8}
          fill="none"
          strokeLinecap="round"
        />
      ))}
      <path d="M22 52 C20 20 80 20 78 52 C78 62 22 62 22 52 Z" fill="#ab47bc" />
      <circle cx={40} cy={44} r={6} fill="#fff" />
      <circle cx={60} cy={44} r={6} fill="#fff" />
      <circle cx={41} cy={45} r={3} fill="#212121" />
      <circle cx={61} cy={45} r={3} fill="#212121" />
      <circle cx={36} cy={28} r={3} fill="#ce93d8" />
      <circle cx={62} cy={26} r={2.2} fill="#ce93d8" />
      <path d="M45 53 q5 4 10 0" stroke="#4a148c" strokeWidth={2} fill="none" strokeLinecap="round" />
    </g>
  );
}

export function Penguin() {
  return (
    <g>
      <ellipse cx={50} cy={56} rx={27} ry={36} fill="#263238" />
      <path d="M23 52 q-10 14 -4 26 q6 -6 8 -14 Z M77 52 q10 14 4 26 q-6 -6 -8 -14 Z" fill="#263238" />
      <ellipse cx={50} cy={64} rx={18} ry={27} fill="#fafafa" />
      <ellipse cx={50} cy={36} rx={16} ry={12} fill="#fafafa" />
      <circle cx={43} cy={34} r={3} fill="#212121" />
      <circle cx={57} cy={34} r={3} fill="#212121" />
      <path d="M44 41 L56 41 L50 50 Z" fill="#ffa000" />
      <ellipse cx={40} cy={92} rx={8} ry={4} fill="#ffa000" />
      <ellipse cx={60} cy={92} rx={8} ry={4} fill="#ffa000" />
    </g>
  );
}
