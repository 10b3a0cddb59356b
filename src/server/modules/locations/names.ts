const lowerWords = new Set(['and', 'of', 'the', 'in', 'on', 'at']);

/**
 * LGD writes most names in capitals ("ANDAMAN AND NICOBAR ISLANDS"); forms show them in title
 * case ("Andaman and Nicobar Islands"). Names already in mixed case are kept as they are.
 */
export function displayName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && lowerWords.has(word)
        ? word
        : word.replace(/(^|[-(/.])(\p{L})/gu, (_, p, c) => p + c.toUpperCase()),
    )
    .join(' ');
}
