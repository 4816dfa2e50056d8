import { seedTemplate } from "./world";
import { buildIfStale } from "../../scripts/build-lock";

/** Once per run, before any worker starts its world: the production build and the seeded template. */
export default async function globalSetup(): Promise<void> {
  await buildIfStale({ quiet: true });
  seedTemplate();
}
