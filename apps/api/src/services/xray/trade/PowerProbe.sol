// SPDX-License-Identifier: MIT
// K3's power probe (issue 30 §5; docs/xray-trade.md "What a privileged address can do"). Never deployed: X-Ray places
// this code, with eth_call state overrides, at an address the token stores (its owner, an operator, an admin) and at
// an unused trader address. In one call against the chain's current state, the trader buys the token; then, for each
// candidate call, the privileged address makes the call and the trader tries to buy again and to sell everything.
// Each attempt runs in a call that always reverts with its outcome, so every attempt starts from the same state and
// nothing is ever sent to the chain. The trader trades through a Uniswap-V2-style router, or directly with a
// Uniswap-V3-style pool (paid in the swap callback) when the venue names one.
pragma solidity ^0.8.20;

import "./V3Payer.sol";

interface IPowerRouter {
    function WETH() external view returns (address);
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IPowerToken {
    function balanceOf(address who) external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

contract PowerProbe is V3Payer {
    /// Gas a token's view or approval may use: a token that burns more cannot stall the probe.
    uint256 private constant TOKEN_CALL_GAS = 200_000;

    /// Where the trader trades: a V2 router (pool zero), or a V3 pool of the token against `weth`.
    struct Venue {
        address router;
        address pool;
        address weth;
    }


    struct Outcome {
        bool valid;
        bool called;
        uint256 balanceBefore;
        uint256 balanceAfter;
        uint256 supplyBefore;
        uint256 supplyAfter;
        bool boughtAgain;
        bool sold;
        uint256 sellQuoted;
        uint256 sellReceived;
    }

    receive() external payable {}

    /// Run at the trader's address: buys with ethIn of its own ETH.
    function buy(Venue calldata venue, address token, uint256 ethIn) external {
        if (venue.pool != address(0)) {
            IWrappedNative(venue.weth).deposit{value: ethIn}();
            swapV3(venue, token, true, ethIn);
            return;
        }
        address[] memory path = new address[](2);
        path[0] = IPowerRouter(venue.router).WETH();
        path[1] = token;
        IPowerRouter(venue.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: ethIn}(
            0,
            path,
            address(this),
            block.timestamp
        );
    }

    /// Run at the trader's address: sells every token it holds; reverts when the sale does.
    function sellAll(Venue calldata venue, address token) external returns (uint256 quoted, uint256 received) {
        uint256 amount = balanceOf(token, address(this));
        if (venue.pool != address(0)) {
            // The pool is paid with transferFrom, as a router pays it: the trader approves itself.
            (bool allowed, ) = token.call{gas: TOKEN_CALL_GAS}(
                abi.encodeWithSelector(IPowerToken.approve.selector, address(this), type(uint256).max)
            );
            require(allowed, "approve");
            uint256 wethBefore = balanceOf(venue.weth, address(this));
            quoted = swapV3(venue, token, false, amount);
            received = balanceOf(venue.weth, address(this)) - wethBefore;
            return (quoted, received);
        }
        address[] memory path = new address[](2);
        path[0] = token;
        path[1] = IPowerRouter(venue.router).WETH();
        (bool approved, ) = token.call{gas: TOKEN_CALL_GAS}(
            abi.encodeWithSelector(IPowerToken.approve.selector, venue.router, type(uint256).max)
        );
        require(approved, "approve");
        try IPowerRouter(venue.router).getAmountsOut(amount, path) returns (uint256[] memory amounts) {
            quoted = amounts[amounts.length - 1];
        } catch {}
        uint256 before = address(this).balance;
        IPowerRouter(venue.router).swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, address(this), block.timestamp);
        received = address(this).balance > before ? address(this).balance - before : 0;
    }

    /// Swaps `amountIn` of WETH for the token (buying) or of the token for WETH with the V3 pool; returns what the
    /// pool paid out.
    function swapV3(Venue calldata venue, address token, bool buying, uint256 amountIn) private returns (uint256) {
        activePool = venue.pool;
        bool wethIsToken0 = venue.weth < token;
        bool zeroForOne = buying == wethIsToken0;
        (int256 amount0, int256 amount1) = IPoolV3(venue.pool).swap(
            address(this),
            zeroForOne,
            int256(amountIn),
            zeroForOne ? MIN_SQRT_PRICE : MAX_SQRT_PRICE,
            abi.encode(buying ? venue.weth : token)
        );
        int256 out = zeroForOne ? amount1 : amount0;
        return out < 0 ? uint256(-out) : 0;
    }

    /// Run at the privileged address: the trader buys, then each call is tried alone (the empty call is the baseline).
    function probe(
        Venue calldata venue,
        address token,
        address payable trader,
        uint256 ethIn,
        bytes[] calldata calls
    ) external returns (Outcome[] memory outcomes) {
        PowerProbe(trader).buy(venue, token, ethIn);
        outcomes = new Outcome[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            try this.attempt(venue, token, trader, ethIn / 10, calls[i]) {} catch (bytes memory data) {
                if (data.length == 320) outcomes[i] = abi.decode(data, (Outcome));
            }
        }
    }

    /// One attempt; always reverts with its outcome, so the next attempt starts from the same state.
    function attempt(
        Venue calldata venue,
        address token,
        address payable trader,
        uint256 ethAgain,
        bytes calldata data
    ) external {
        require(msg.sender == address(this), "self only");
        Outcome memory o;
        o.valid = true;
        o.balanceBefore = balanceOf(token, trader);
        o.supplyBefore = supplyOf(token);
        if (data.length > 0) {
            (o.called, ) = token.call(data);
        } else {
            o.called = true;
        }
        o.balanceAfter = balanceOf(token, trader);
        o.supplyAfter = supplyOf(token);
        try PowerProbe(trader).buy(venue, token, ethAgain) {
            o.boughtAgain = true;
        } catch {}
        try PowerProbe(trader).sellAll(venue, token) returns (uint256 quoted, uint256 received) {
            o.sold = true;
            o.sellQuoted = quoted;
            o.sellReceived = received;
        } catch {}
        bytes memory out = abi.encode(o);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    function balanceOf(address token, address who) private view returns (uint256) {
        return word(token, abi.encodeWithSelector(IPowerToken.balanceOf.selector, who));
    }

    function supplyOf(address token) private view returns (uint256) {
        return word(token, abi.encodeWithSelector(IPowerToken.totalSupply.selector));
    }

    /// A view's uint256, or 0 when the token reverts, returns too little or burns more than its share of gas.
    function word(address token, bytes memory data) private view returns (uint256) {
        (bool ok, bytes memory out) = token.staticcall{gas: TOKEN_CALL_GAS}(data);
        return ok && out.length >= 32 ? abi.decode(out, (uint256)) : 0;
    }
}
