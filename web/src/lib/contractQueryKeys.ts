/** Under the marketplace's "contracts" root, so every marketplace refresh reaches it too. */
export const contractDetailsKey = ['contracts', 'detail'] as const;
export const contractQueryKey = (id: string) => [...contractDetailsKey, id] as const;
