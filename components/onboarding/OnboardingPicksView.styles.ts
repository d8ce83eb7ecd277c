import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

/** The onboarding step: heading, the choices as ticked chips (genres) or posters (titles), and the two actions. */
export const OnboardingSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding-block: ${space.m};
  padding-inline: ${space.gutter};

  .onboarding__title {
    margin: 0;
    font-size: ${font.headline};
    font-weight: ${font.bold};
  }

  .onboarding__choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
    margin: 0;
    padding: 0;
    border: 0;
  }

  .onboarding__choices[data-step="titles"] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(9rem, 40%), 1fr));
  }

  .onboarding__choice {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-block-size: 2.75rem;
    padding-block: ${space.xs};
    padding-inline: ${space.m};
    border: 2px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    cursor: pointer;
  }

  .onboarding__choices[data-step="titles"] .onboarding__choice {
    flex-direction: column;
    align-items: stretch;
    padding: ${space.xs};
    border-radius: ${radius.m};
  }

  .onboarding__choice:has(input:checked) {
    border-color: ${color.accent};
    background: ${color.surfaceRaised};
  }

  .onboarding__choice:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }

  .onboarding__choice input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: ${color.accent};
  }

  .onboarding__choices[data-step="titles"] .onboarding__choice input {
    position: absolute;
    inset-block-start: ${space.s};
    inset-inline-start: ${space.s};
  }

  .onboarding__choice img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${radius.s};
  }

  .onboarding__count {
    color: ${color.textMuted};
  }

  .onboarding__actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
  }
`;
