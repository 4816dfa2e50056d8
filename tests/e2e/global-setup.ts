import { bundleWorldWorker, seedTemplate } from "./world";
import { buildIfStale } from "../../scripts/build-lock";

/** Once per run, before any worker starts its world: the production build, the worlds' worker and the seeded template. */
export default async function globalSetup(): Promise<void> {
  await buildIfStale({ quiet: true });
  await bundleWorldWorker();
  await seedTemplate();
}
