import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FLEET_LENGTHS } from '../fleet';
import { HIT, SHIP, SUNK_SHIP } from './colours';
import { namesOfLengths, SHIP_NAMES } from '../shipNames';
import type { Translate } from './texts';

/** A fleet's ships, each afloat or sunk: "Enemy ships afloat" under the target grid. */
export function FleetStatus({
  t,
  title,
  sunkLengths,
  testId,
}: {
  t: Translate;
  title: string;
  sunkLengths: number[];
  testId: string;
}) {
  const sunkNames = new Set(namesOfLengths(sunkLengths));
  return (
    <Box data-testid={testId} sx={{ width: 'min(100%, 440px)', pl: '1.1rem' }}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {FLEET_LENGTHS.map((length, index) => {
          const name = SHIP_NAMES[index]!;
          const sunk = sunkNames.has(name);
          return (
            <Box
              component="li"
              key={name}
              data-sunk={sunk || undefined}
              aria-label={t(sunk ? 'fleet.sunk' : 'fleet.afloat', { name: t(`ships.${name}`), length })}
              sx={{ display: 'flex', gap: '2px', alignItems: 'center' }}
            >
              {Array.from({ length }, (_, part) => (
                <Box
                  key={part}
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '2px',
                    bgcolor: sunk ? SUNK_SHIP : SHIP,
                    border: sunk ? `1px solid ${HIT}` : 'none',
                  }}
                />
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
