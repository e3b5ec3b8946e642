/** Query keys of the shops feature. */
export const shopKeys = {
  all: ['shops'] as const,
  list: () => [...shopKeys.all, 'list'] as const,
  detail: (shopId: string) => [...shopKeys.all, 'detail', shopId] as const,
};
