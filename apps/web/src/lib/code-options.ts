type CodeLists = {
  codesByLabelFkSchool: readonly { category: string; codes: readonly { ID: number; label: string }[] }[]
}

/** One category of the school's configuration codes as a select's options (the code's ID is the value). */
export const codeOptions = (lists: CodeLists | undefined, category: string) =>
  lists?.codesByLabelFkSchool
    .find((c) => c.category === category)
    ?.codes.map((c) => ({ value: c.ID, label: c.label })) ?? []
