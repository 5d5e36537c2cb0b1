/** Who did it, for rows an operator changes from the CLI (approvals, claims, loans). */
export const cliOperator = () => `cli:${process.env.USER ?? process.env.USERNAME ?? 'admin'}`;
