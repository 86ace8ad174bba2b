// Every area of the API, found by convention: each folder's index.ts exports its Fastify `plugin`
// (declaring the area's contract routes, platform/route.ts) and its back-office `commands`;
// registry.ts lists the folders (generated, checked by scripts/serverAreas.test.ts).
import type { FastifyInstance } from 'fastify';
import type { CommandKit } from '../cli/kit';
import { areas } from './registry';

type Area = (typeof areas)[keyof typeof areas];

/** The areas' routes, in folder order. */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  for (const area of Object.values(areas) as Area[]) {
    if ('plugin' in area) await app.register(area.plugin);
  }
}

/** The areas' back-office commands, in folder order (the order of `--help`). */
export function addAreaCommands(kit: CommandKit): void {
  for (const area of Object.values(areas) as Area[]) {
    if ('commands' in area) area.commands(kit);
  }
}
