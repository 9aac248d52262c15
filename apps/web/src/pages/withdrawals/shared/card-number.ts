/** "6222 0212 3456 7890" → "**** 7890": staff see the whole number only where they review it. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/[^0-9]/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}
