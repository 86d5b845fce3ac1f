import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineAnchorProps = Omit<AnchorProps, 'href'> & ComponentPropsWithRef<'a'>;
type MantineButtonProps = Omit<ButtonProps, 'href'> & ComponentPropsWithRef<'a'>;

function AnchorBase(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

function ButtonBase(props: MantineButtonProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);

/** A Mantine Anchor that navigates with the router (typed routes, preloading on hover). */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

/** A Mantine Button that navigates with the router. */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink preload="intent" {...props} />;
