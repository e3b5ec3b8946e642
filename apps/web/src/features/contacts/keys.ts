export { dueKeys as contactKeys } from '@/features/dues';
