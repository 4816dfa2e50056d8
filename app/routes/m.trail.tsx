import { Suspense } from "react";
import { TrailForm } from "island:~/features/account/TrailForm";
import type { RouteHandle } from "~/chrome/DocumentTitle";

export { trailLoader as loader, trailAction as action } from "~/features/account/trail.server";

export const handle: RouteHandle = { titleKey: "title.trail" };

export default function Trail() {
  return (
    <Suspense fallback={null}>
      <TrailForm />
    </Suspense>
  );
}
