/**
 * Previous winning number as single digits (§3 lottery game, §2 Lottery lobby): the part before a
 * tilde is the winning number; if it has commas, only the first group is shown; then one ball per
 * digit (anything that is not a digit is dropped).
 */
export function winningDigits(previousWinningNumber: string | null | undefined): string[] {
  if (!previousWinningNumber) return [];
  const number = previousWinningNumber.split("~")[0] ?? "";
  const first = number.split(",")[0] ?? "";
  return [...first].filter((c) => c >= "0" && c <= "9");
}
