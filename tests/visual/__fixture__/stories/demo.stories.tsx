import '@fontsource-variable/inter';
import { expect, userEvent, within } from 'storybook/test';
export default { title: 'Fixture/Demo' };
const Box = ({ label }: { label: string }) => (
  <div style={{ fontFamily: 'Inter Variable', padding: 24, fontSize: 18 }}>
    <h1 style={{ color: '#4f46e5' }}>Plume fixture</h1>
    <button type="button">{label}</button>
    <input aria-label="x" defaultValue="" />
  </div>
);
export const Plain = { render: () => <Box label="Hello" /> };
export const Played = {
  render: () => <Box label="Typed" />,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('x'), 'typed text');
    await expect(c.getByLabelText('x')).toHaveValue('typed text');
  },
};
