import { knownRoles } from './roles';
import { standardRoles, tableState } from './testTable';

// Seat 0 is Dracula, seats 1.. the other vampires, the rest villagers.
const seen = (players: number, vampires: number, viewer: string | null) =>
  Object.keys(knownRoles(tableState({ roles: standardRoles(players, vampires) }), viewer)).length;

describe('who knows which roles', () => {
  it.each([
    [5, 2],
    [6, 2],
  ])('at %i players Dracula and the vampire know every role, a villager only its own', (players, vampires) => {
    expect(seen(players, vampires, '0')).toBe(players);
    expect(seen(players, vampires, '1')).toBe(players);
    expect(seen(players, vampires, String(players - 1))).toBe(1);
    expect(seen(players, vampires, null)).toBe(0);
  });

  it.each([
    [7, 3],
    [8, 3],
    [9, 4],
    [10, 4],
  ])('at %i players the vampires know every role, Dracula and a villager only their own', (players, vampires) => {
    expect(seen(players, vampires, '0')).toBe(1);
    for (let vampire = 1; vampire < vampires; vampire += 1) expect(seen(players, vampires, String(vampire))).toBe(players);
    expect(seen(players, vampires, String(players - 1))).toBe(1);
    expect(seen(players, vampires, null)).toBe(0);
  });

  it('tells Dracula at seven players nothing but its role (the older site listed the villagers)', () => {
    expect(knownRoles(tableState({ roles: standardRoles(7, 3) }), '0')).toEqual({ '0': 'dracula' });
  });

  it('deals 2 vampires at 5-6, 3 at 7-8 and 4 at 9-10, one of them Dracula', async () => {
    const { rolesToDeal } = await import('./roles');
    for (const [players, vampires] of [
      [5, 2],
      [6, 2],
      [7, 3],
      [8, 3],
      [9, 4],
      [10, 4],
    ] as const) {
      const roles = rolesToDeal(players);
      expect(roles.filter((role) => role !== 'villager')).toHaveLength(vampires);
      expect(roles.filter((role) => role === 'dracula')).toHaveLength(1);
    }
  });
});
