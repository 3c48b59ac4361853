type Issue = { path: readonly PropertyKey[]; message: string };

/** One message per field (the first the rules give), for the fields the person can fix; other issues are left out. */
export function fieldErrors<F extends string>(issues: readonly Issue[], fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
