/**
 * Operator commands against the local embedded gateway; the running app sees them on its next request.
 *   npm run site -- maintenance on|off
 *   npm run site -- restrict XX | unrestrict XX
 *   npm run site -- status
 *   npm run site -- outbox        the latest SMS codes and e-mails the gateway "sent"
 *   npm run site -- unlock NAME   lift the login guard's locks and counts on an account (a player
 *                                 who called customer service), and its payment-password and
 *                                 security-question locks; addresses keep their own counts
 *   npm run site -- switch NAME on|off   turn a merchant feature switch (e.g. COMM3: the member
 *                                 centre's mail row; decision 025 lists them) on or off
 *   npm run site -- switches      every feature switch and its state
 *   npm run site -- audit         the ledger audit: every wallet against the sum of its ledger
 *                                 entries and its last entry's balance (exit 1 on a difference);
 *                                 lottery sub-orders whose draw has happened are settled first
 *   npm run site -- withdraw list               pending withdrawal orders, oldest first
 *   npm run site -- withdraw approve ID         paid out: the order is approved (the hold stays spent)
 *   npm run site -- withdraw reject ID [REASON] refused: the hold goes back to the member's wallet
 *   npm run site -- deposit list                pending deposit orders (manual transfers to check), oldest first
 *   npm run site -- deposit approve ID          the money arrived: the order is credited (and its bonus granted)
 *   npm run site -- deposit reject ID [REASON]  it did not: the order fails with the reason the player reads
 *   npm run site -- promo list [STATUS|ALL]          promotion entries (default: Applying, the applications to review)
 *   npm run site -- promo approve ENTRY_ID [AMOUNT]  an application approved: Issued with AMOUNT pesos (default: the rule's grant), for the member to claim
 *   npm run site -- promo reject ENTRY_ID REASON     an application refused with the reason the member reads
 *   npm run site -- settle [DAY|FROM..TO] [AGENT]  the settlement of closed operator days (default:
 *                                 yesterday; YYYY-MM-DD, a range of at most 90 days): daily rebates to
 *                                 members and differential commission to their agents, each a ledger
 *                                 entry with its payouts row (decision 030). Idempotent: a day settled
 *                                 before pays nothing again. Today and later are refused. AGENT settles
 *                                 only that agent's and their team's turnover
 *   npm run site -- market [PH|UK|MT|BR]  responsible gaming (decision 040): without a code, the
 *                                 market in force and the four markets' rules; with one, switches
 *                                 the market (age gate, time-out lengths, required limits, reality
 *                                 check, withdrawal cancel) and prints the new rules
 *   npm run site -- rg MEMBER     a member's responsible-gaming controls (account name or id):
 *                                 market, limits in force and pending (with dates), reality check,
 *                                 every time-out / self-exclusion / spent session (in force or
 *                                 ended) and the audit trail. No command ends a block early.
 *   npm run site -- template      the template in force (decision 080): mem_cen lays out the member
 *                                 centre and the game lists' three buttons, dep_func the deposit page
 *   npm run site -- template mem_cen|dep_func base|new   switch one of them (§2: 1 = new, 0 = base)
 *   npm run site -- download      the §3 download links: each resource type (IOS, Android,
 *                                 MOBILECONFIG, TELEGRAM, AppDownloadIcon) with its URL or "unset"
 *   npm run site -- download set TYPE URL   configures one (https only; the icon may be a path of
 *                                 this site, e.g. /logo.svg): the download bar, popup and /m/download
 *                                 offer the app links, the home side bar the Telegram link
 *   npm run site -- download unset TYPE     removes one: every place that showed it hides it
 *   npm run site -- feedback [received|answered]  members' feedback (/m/feedback), newest first:
 *                                 id, member, category, date, status, images, an excerpt
 *   npm run site -- feedback ID   one in full: the text, its images' R2 keys, the answer
 *   npm run site -- feedback answer ID "TEXT"  answers it once: the member reads the answer on
 *                                 /m/feedback and gets it as an inbox message
 */
import { openLocalD1 } from "./local-d1";
import { runSite } from "./site-commands";
import { PERSIST_DIR } from "./wrangler";
import { configureClock } from "../contract/clock";

// The operator's "now": EL_NOW (test-only) pins it as it does the served app's (contract/clock.ts); unset, the real clock.
configureClock(process.env.EL_NOW);

process.exitCode = await runSite(process.argv.slice(2), () => openLocalD1(PERSIST_DIR), {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  table: (rows) => console.table(rows),
});
