import { z } from "zod";

/**
 * What a gateway implements: the contract version it speaks and the optional modules it answers.
 * A module missing from the list is not offered by this operator: the app hides its pages, rows,
 * tiles and links. Names the app does not know are ignored, so a gateway may list newer modules.
 */
export const Capabilities = z.object({
  contractVersion: z.string().min(1),
  modules: z.array(z.string()),
});
export type Capabilities = z.infer<typeof Capabilities>;
