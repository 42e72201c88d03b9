// The seed's invented people (scripts/lib/seed.ts): names, UK towns with made-up house numbers and
// postcode sectors, number plates, and the workspaces they claim in. No real person.
import type { Workspace } from '../../contract/firms';
import type { ClaimAddress } from '../../contract/requests';
import type { Random } from './seedRandom';

export const FIRST_NAMES = (
  'Olivia Amelia Isla Ava Mia Grace Freya Lily Sophie Chloe Emily Hannah Zoë Aisha Priya ' +
  'Siobhan Niamh Megan Rachel Joanne Oliver George Harry Noah Jack Leo Arthur Oscar Charlie ' +
  'Thomas James Daniel Mohammed Ravi Tomasz Ciarán Rhys Callum Gareth Stuart'
).split(' ');

export const SURNAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans ' +
  'Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips ' +
  'Mason Mitchell Rose Davis Rodriguez Cox Alexander Morgan Hughes Edwards Hill Moore Clark ' +
  'Harrison Scott Young Morris Baker Adams Campbell Anderson Allen Cook Bailey Parker ' +
  'Miller Kelly King Lee Turner Ward O’Brien McDonald Fitzgerald-Hart Nowak'
).split(' ');

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

/** Towns with postcode districts in them; the house numbers and sectors are made up. */
export const TOWNS = [
  ['London', ['SW1A', 'E14', 'N1', 'SE15', 'W12', 'NW6']],
  ['Manchester', ['M1', 'M14', 'M20']],
  ['Leeds', ['LS1', 'LS6', 'LS11']],
  ['Birmingham', ['B1', 'B15', 'B29']],
  ['Cardiff', ['CF10', 'CF14']],
  ['Edinburgh', ['EH1', 'EH6']],
  ['Bristol', ['BS1', 'BS7']],
  ['Newcastle upon Tyne', ['NE1', 'NE6']],
  ['Glasgow', ['G2', 'G12']],
  ['Liverpool', ['L1', 'L8', 'L17']],
  ['Norwich', ['NR1', 'NR3']],
  ['Plymouth', ['PL1', 'PL4']],
] as const;

export const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'Park Avenue',
  'Mill Lane',
  'Queen Street',
  'King’s Road',
  'Manor Close',
  'The Crescent',
  'Elm Grove',
  'Orchard Way',
] as const;

/** The letters a postcode's last two may be. */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export const WORKSPACE_WEIGHTS: (readonly [Workspace, number])[] = [
  ['Redress', 40],
  ['Complex365', 25],
  ['SGUK', 25],
  ['SGUKINTERNAL', 10],
];

export const yearMonth = (ms: number) => new Date(ms).toISOString().slice(0, 7);
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function postcode(random: Random, district: string) {
  return `${district} ${random.below(10)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
}

export function address(random: Random, movedIn: number): ClaimAddress {
  const [city, districts] = random.pick(TOWNS);
  return {
    addressLine1: `${1 + random.below(180)} ${random.pick(STREETS)}`,
    addressLine2: random.chance(0.2) ? `Flat ${1 + random.below(12)}` : '',
    city,
    postcode: postcode(random, random.pick(districts)),
    movedIn: yearMonth(movedIn),
  };
}

export function registration(random: Random, startedAt: number) {
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
  const year = new Date(startedAt).getUTCFullYear() % 100;
  const age = new Date(startedAt).getUTCMonth() < 8 ? year : year + 50;
  const l = () => random.pick([...letters]);
  return `${l()}${l()}${String(age).padStart(2, '0')} ${l()}${l()}${l()}`;
}
