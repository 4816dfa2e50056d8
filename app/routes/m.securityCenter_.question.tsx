import { Suspense } from "react";
import type { LinksFunction } from "react-router";
import { QuestionPageForm } from "island:~/features/security/QuestionForm";
import identityStylesheet from "~/features/identity/identity.css?url";

export { questionLoader as loader, questionAction as action } from "~/features/security/question.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

export default function QuestionPage() {
  return (
    <Suspense fallback={null}>
      <QuestionPageForm />
    </Suspense>
  );
}
