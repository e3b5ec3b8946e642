import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check';
import { makeShop } from '@/test/fixtures';

describe('checkAnswer: answers are parsed with the contract', () => {
  it('passes an answer the server could send, for the route the path matches (query ignored)', () => {
    expect(() => checkAnswer('POST', '/auth/check-number', { registered: true })).not.toThrow();
    expect(() => checkAnswer('GET', `/shops/${makeShop().id}`, makeShop())).not.toThrow();
    expect(() => checkAnswer('GET', '/shops?x=1', { items: [makeShop()] })).not.toThrow();
  });

  it('refuses an answer outside the contract, naming the route and the field', () => {
    expect(() => checkAnswer('POST', '/auth/check-number', { registered: 'yes' })).toThrow(
      /POST \/auth\/check-number answered outside the contract[\s\S]*registered/,
    );
    const { name: _name, ...nameless } = makeShop();
    expect(() => checkAnswer('PATCH', '/shops/01JD3ZK7Q8V6Y2N4W5X9A0B1C3', nameless)).toThrow(/PATCH \/shops\/:shopId\)[\s\S]*name/);
  });

  it('a literal segment wins over a parameter (…/products/expiring is not …/products/:productId)', () => {
    expect(() => checkAnswer('GET', '/shops/s/products/expiring', { items: 'x' })).toThrow(/GET \/shops\/:shopId\/products\/expiring\)/);
  });

  it('a route the contract does not know is an error too', () => {
    expect(() => checkAnswer('GET', '/nowhere', {})).toThrow(/no answer in the contract/);
  });
});
