import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

describe('RichText', () => {
  it('draws the marked parts of a translated sentence where the translation puts them', () => {
    const { container } = render(
      <p>
        <RichText
          text="<0>বিক্রি হয়ে গেছে।</0> এই কপিটি তার পাঠক পেয়ে গেছে, <1>আরও দেখুন</1>।"
          parts={[(s) => <strong>{s}</strong>, (s) => <a href="/more">{s}</a>]}
        />
      </p>,
    );
    expect(container.innerHTML).toBe('<p><strong>বিক্রি হয়ে গেছে।</strong> এই কপিটি তার পাঠক পেয়ে গেছে, <a href="/more">আরও দেখুন</a>।</p>');
    expect(screen.getByRole('link').textContent).toBe('আরও দেখুন');
  });
});
