/** Preview mode only: says the page shows the latest version past every cache, and how to leave. */
import { styled } from "styled-components";
import { color, font, space } from "../theme/vars";

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.m};
  padding-block: ${space.xs};
  padding-inline: var(--page-gutter);
  background: ${color.warning};
  border-block-end: 2px solid ${color.warningBorder};
  color: ${color.text};
  font-size: ${font.caption};
  font-weight: ${font.bold};

  a {
    color: inherit;
  }
`;

export function PreviewBanner({ title, detail, exitLabel, exitHref }: { title: string; detail: string; exitLabel: string; exitHref: string }) {
  return (
    <Banner aria-label={title} data-preview-banner="">
      <span>{title}</span>
      <span>{detail}</span>
      <a href={exitHref}>{exitLabel}</a>
    </Banner>
  );
}
