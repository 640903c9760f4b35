import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeBlock } from '.';

it('is a left-to-right island with its title', () => {
  const { container } = render(
    <CodeBlock title="ارسال پیام" language="bash">
      <pre>curl https://api.metisai.ir</pre>
    </CodeBlock>,
  );
  expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('ارسال پیام')).toBeInTheDocument();
});

it('copies exactly the code text and says so in Persian', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(
    <CodeBlock language="bash">
      <pre>
        <span>curl</span> -X POST
      </pre>
    </CodeBlock>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'کپی کد در حافظه' }));
  });
  expect(writeText).toHaveBeenCalledWith('curl -X POST');
  expect(screen.getByText('کپی شد')).toBeInTheDocument();
  // The name follows what the button shows (WCAG 2.5.3, Label in Name).
  expect(screen.getByRole('button', { name: 'کپی شد' })).toBeInTheDocument();
});

it('reports a refused clipboard', async () => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
  render(
    <CodeBlock>
      <pre>x</pre>
    </CodeBlock>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
  expect(screen.getByText('کپی نشد')).toBeInTheDocument();
});

it('copies a highlighted line with the line break it shows', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const { container } = render(<CodeBlock language="python">{null}</CodeBlock>);
  // gatsby-remark-prismjs's markup for ```python {2-3}: highlighted lines are spans without their newline.
  container
    .querySelector('button')!
    .insertAdjacentHTML(
      'beforebegin',
      '<pre><code>a = 1\n<span class="gatsby-highlight-code-line">if a:</span><span class="gatsby-highlight-code-line">    b = 2</span>print(a)</code></pre>',
    );
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
  expect(writeText).toHaveBeenCalledWith('a = 1\nif a:\n    b = 2\nprint(a)');
});
