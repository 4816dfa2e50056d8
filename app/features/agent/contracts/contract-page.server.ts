import type { AgentModule } from "@contract/agent-modules";
import { parseTerms, type ContractKind } from "@contract/contract-rules";
import { IDEMPOTENCY_KEY } from "@contract/wallet-rules";
import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { answerContract, fetchContracts, offerContract, terminateContract } from "~/gateway-client/agent-contracts.server";
import { isGatewayError } from "~/gateway-client/errors";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireAgentModule } from "~/session/auth.server";
import { CONTRACT_PATHS, DIVIDEND_REPORT_PATH, OFFER_ROWS } from "./paths";

/**
 * The contract pages' loader and action (decision 031), shared by
 * getSalaryContract, getDevidendContract, getHourContract and agentDivident. The server is the
 * source of truth: every field is read with zod here and the gateway checks again; forms work
 * without JavaScript (a POST, then a redirect with a toast); each render carries a fresh
 * idempotency key, so a double submit acts once.
 */

export const CONTRACT_MODULES: Record<ContractKind, AgentModule> = { salary: "salary", dividend: "dividend", hourly: "hourlySalary" };
const T = "agentContracts";

export async function loadContractPage(request: Request, context: AppLoadContext, kind: ContractKind) {
  const member = await requireAgentModule(request, context, CONTRACT_MODULES[kind]);
  const view = await fetchContracts(context.gateway, member.token, kind).catch((e: unknown) => gatewayFailure(e, request, context));
  const url = new URL(request.url);
  // ?confirm=<id>: the higher-rate confirmation step (A-CON-03), only for my request that needs it.
  const confirmId = Number(url.searchParams.get("confirm"));
  const confirm =
    view.mine && view.mine.contractId === confirmId && (view.mine.status === "P" || view.mine.status === "E") && view.mine.downlineHigherRate
      ? confirmId
      : null;
  // ?account=NAME: the upline's offer form for that direct downline.
  const account = url.searchParams.get("account")?.toLowerCase() ?? null;
  const offerFor = account ? (view.downlines.find((d) => d.account.toLowerCase() === account) ?? null) : null;
  return { kind, view, confirm, offerFor, idempotencyKey: crypto.randomUUID() };
}

const key = z.string().regex(IDEMPOTENCY_KEY, "expired");
const Answer = z.object({
  intent: z.literal("answer"),
  contractId: z.coerce.number().int().positive(),
  answer: z.enum(["agree", "reject", "confirmTermination", "keep"]),
  acceptHigherRate: z.literal("true").optional(),
  idempotencyKey: key,
});
const Terminate = z.object({ intent: z.literal("terminate"), account: z.string().trim().min(1).max(64), idempotencyKey: key });
const Offer = z.object({ intent: z.literal("offer"), account: z.string().trim().min(1).max(64), idempotencyKey: key });

/** The offer form's rows (fields threshold_i, members_i, rateType_i, rate_i, netLoss_i, product_i): empty rows are left out. */
export function tiersFromForm(kind: ContractKind, form: FormData): unknown {
  const field = (name: string, i: number) => {
    const v = form.get(`${name}_${i}`);
    return typeof v === "string" ? v.trim().slice(0, 32) : "";
  };
  const rows = Array.from({ length: OFFER_ROWS[kind] }, (_, i) => i).filter(
    (i) => field("threshold", i) || field("members", i) || field("rate", i) || field("netLoss", i),
  );
  if (kind === "salary")
    return rows.map((i) => ({
      betVolume: field("threshold", i),
      activeMember: field("members", i) || "0",
      rateType: field("rateType", i),
      rate: field("rate", i),
    }));
  if (kind === "hourly")
    return rows.map((i) => ({
      minimumBet: field("threshold", i),
      activeMember: field("members", i) || "0",
      rateType: field("rateType", i),
      rate: field("rate", i),
    }));
  const products: Record<string, unknown[]> = {};
  for (const i of rows) {
    const product = field("product", i);
    const list = (products[product] ??= []);
    list.push({
      minimumBet: field("threshold", i) || "0",
      netLoss: field("netLoss", i) || "0",
      activeMember: field("members", i) || "0",
      contractRate: field("rate", i),
    });
  }
  return products;
}

export type ActionError = { error: string; intent: string; account?: string };
const refuse = (error: string, intent: string, account?: string) => data<ActionError>({ error: `${T}.error.${error}`, intent, account }, { status: 400 });

/** The gateway's refusal codes this page explains (others end in the error state). */
const REFUSALS: Record<string, string> = {
  "contract.status": "status",
  "contract.missing": "missing",
  "contract.downline": "downline",
  "idempotency.mismatch": "mismatch",
  "idempotency.key.format": "mismatch",
};

export async function contractAction(request: Request, context: AppLoadContext, kind: ContractKind) {
  const member = await requireAgentModule(request, context, CONTRACT_MODULES[kind]);
  const form = await readFormData(request);
  const path = CONTRACT_PATHS[kind];
  const here = new URL(request.url).pathname;
  // Back to the page the form was on (the dividend report answers and offers dividend contracts too).
  const back = [...Object.values(CONTRACT_PATHS), DIVIDEND_REPORT_PATH].includes(here) ? here : path;
  const intent = String(form.get("intent") ?? "");
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));

  const known = (e: unknown, account?: string) => {
    if (isGatewayError(e) && e.kind === "business" && e.code && REFUSALS[e.code]) return refuse(REFUSALS[e.code]!, intent, account);
    return gatewayFailure(e, request, context);
  };

  if (intent === "answer") {
    const parsed = Answer.safeParse(fields);
    if (!parsed.success) return refuse(parsed.error.issues.some((i) => i.message === "expired") ? "mismatch" : "status", intent);
    const a = parsed.data;
    try {
      await answerContract(context.gateway, member.token, {
        contractId: a.contractId,
        answer: a.answer,
        acceptHigherRate: a.acceptHigherRate === "true",
        idempotencyKey: a.idempotencyKey,
      });
    } catch (e) {
      // A-CON-03: the terms pay more than the upline earns: the confirmation step, then agree again.
      if (isGatewayError(e) && e.code === "contract.higherRate") throw redirect(`${back}?confirm=${a.contractId}`);
      return known(e);
    }
    return redirectWithToast(back, { key: `${T}.toast.answered`, kind: "success", tone: "success" }, context);
  }

  if (intent === "terminate") {
    const parsed = Terminate.safeParse(fields);
    if (!parsed.success) return refuse("mismatch", intent);
    try {
      await terminateContract(context.gateway, member.token, { kind, account: parsed.data.account, idempotencyKey: parsed.data.idempotencyKey });
    } catch (e) {
      return known(e, parsed.data.account);
    }
    return redirectWithToast(back, { key: `${T}.toast.terminated`, kind: "success", tone: "success" }, context);
  }

  if (intent === "offer") {
    const parsed = Offer.safeParse(fields);
    if (!parsed.success) return refuse("mismatch", intent);
    const tiers = tiersFromForm(kind, form);
    // The same rules as the gateway's, so a mistake is named before anything is sent.
    const checked = parseTerms(kind, tiers);
    if (!checked.ok) return refuse(checked.message, intent, parsed.data.account);
    try {
      await offerContract(context.gateway, member.token, { kind, account: parsed.data.account, tiers, idempotencyKey: parsed.data.idempotencyKey });
    } catch (e) {
      if (isGatewayError(e) && e.code === "contract.tiers") {
        const message = (e.value as { message?: string } | undefined)?.message ?? "tier.format";
        return refuse(message.startsWith("tier.") ? message : "tier.format", intent, parsed.data.account);
      }
      return known(e, parsed.data.account);
    }
    return redirectWithToast(back, { key: `${T}.toast.offered`, kind: "success", tone: "success" }, context);
  }
  return refuse("status", intent);
}
