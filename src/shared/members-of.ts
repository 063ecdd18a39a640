/**
 * A runtime list of every member of a union, checked both ways at compile time: `membersOf<Union>()([...])`
 * returns the list unchanged (a readonly tuple of its literals), refuses an entry outside `Union`, and asks
 * for a second argument naming the members the list forgot. For a union that a module's contract.ts states
 * for the browser while the domain needs the values (zod enums, loops): the contract owns the type, the
 * domain the list, and neither can drift from the other.
 */
export function membersOf<Union extends string | number>() {
  return <const List extends readonly Union[]>(
    list: List,
    ...missing: [Exclude<Union, List[number]>] extends [never] ? [] : [missing: Exclude<Union, List[number]>]
  ): List => {
    void missing;
    return list;
  };
}
