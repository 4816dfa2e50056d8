import { Suspense } from "react";
import { ForgetForm } from "island:~/features/account/ForgetForm";
import type { RouteHandle } from "~/chrome/DocumentTitle";

export { forgetLoader as loader, forgetAction as action } from "~/features/account/forget.server";

export const handle: RouteHandle = { titleKey: "title.forget" };

export default function Forget() {
  return (
    <Suspense fallback={null}>
      <ForgetForm />
    </Suspense>
  );
}
