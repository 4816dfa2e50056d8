import { AGENT_RECORD_KINDS, LEDGER_KINDS, LEDGER_KIND_FILTERS, LEDGER_KIND_GROUP_NAMES } from "@contract/ledger-kinds";
import type { FilterOptionGroup } from "./FilterBar";

/**
 * The transaction record's kind select ("filter by kind"): the groups first, then
 * each kind; the agent variant (§2 ?types=A) offers only its own kinds. Labels are translation
 * keys; a kind the app does not know yet (the ledger gains kinds) reads as "Other".
 */
export function kindFilterValues(agent: boolean): readonly string[] {
  return agent ? AGENT_RECORD_KINDS : LEDGER_KIND_FILTERS;
}

export function kindLabelKey(kind: string): string {
  return (LEDGER_KINDS as readonly string[]).includes(kind) ? `records.kind.${kind}` : "records.kind.other";
}

/**
 * The label of one entry: its kind's, except for movements the reference names more precisely —
 * an upline transfer (`upline:<id>`, U-04) reads "transfer to upline" for the sender and
 * "transfer from downline" for the upline.
 */
export function entryLabelKey(kind: string, reference: string): string {
  if (reference.startsWith("upline:")) {
    if (kind === "transfer_out") return "transfer.record.toUpline";
    if (kind === "transfer_in") return "transfer.record.fromDownline";
  }
  return kindLabelKey(kind);
}

export function kindOptions(t: (key: string) => string, agent: boolean): FilterOptionGroup[] {
  const kinds = (list: readonly string[]) => list.map((k) => ({ value: k, label: t(kindLabelKey(k)) }));
  if (agent) return [{ options: kinds(AGENT_RECORD_KINDS) }];
  return [
    { label: t("records.transactions.groups"), options: LEDGER_KIND_GROUP_NAMES.map((g) => ({ value: g, label: t(`records.group.${g}`) })) },
    { label: t("records.transactions.kinds"), options: kinds(LEDGER_KINDS) },
  ];
}
