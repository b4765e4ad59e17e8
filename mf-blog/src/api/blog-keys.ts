/** Every blog query key starts here; invalidating it refreshes lists and details alike. */
export const blogKey = ['blog'] as const;
export const blogListsKey = ['blog', 'list'] as const;
