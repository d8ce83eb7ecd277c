import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export const DeviceSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding-block: ${space.m};
  padding-inline: ${space.gutter};

  /* PairingRequest's steps. */
  .pairing__status {
    display: block;
  }

  .pairing__step {
    display: flex;
    flex-direction: column;
    gap: ${space.s};
  }

  .pairing__actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
  }
`;

export const DeviceTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
`;

export const DeviceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.s} ${space.m};
    padding: ${space.m};
    border: 1px solid ${color.border};
    border-radius: ${radius.m};
    background: ${color.surface};
  }

  .device__about {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  .device__name {
    margin: 0;
    font-weight: ${font.bold};
  }

  .device__meta {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${font.caption};
  }

  .device__current {
    color: ${color.text};
    font-weight: ${font.bold};
  }

  /* DeviceActions: rename and sign out, in place. */
  .device__actions,
  .device__form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space.s};
  }

  .device__form label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    font-size: ${font.caption};
  }

  .device__input {
    min-block-size: 44px;
    max-inline-size: 100%;
    padding-inline: ${space.s};
    border: 1px solid ${color.border};
    border-radius: ${radius.s};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }

  .device__confirm,
  .device__failed {
    flex-basis: 100%;
    margin: 0;
  }
`;

