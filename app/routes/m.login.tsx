import { Suspense } from "react";
import { LoginForm } from "island:~/features/account/LoginForm";
import type { RouteHandle } from "~/chrome/DocumentTitle";

export { loginLoader as loader, loginAction as action } from "~/features/account/login.server";

export const handle: RouteHandle = { titleKey: "title.login" };

export default function Login() {
  return (
    <Suspense fallback={null}>
      <LoginForm />
    </Suspense>
  );
}
